;;; fix.el --- TestEmacsEglot's script  -*- lexical-binding: nil -*-
;; Driven by TestEmacsEglot (cmd/idemlint/emacs_test.go) in Emacs 28+ in batch
;; mode with eglot (Debian's elpa-eglot) and go-mode: connect 'idemlint lsp'
;; to the broken refund tool, wait for its diagnostics, apply the retrydoc and
;; timeouterr quick fixes through eglot-code-actions, save, and check that
;; those diagnostics are gone. It prints what happened and exits 0 when all
;; went well.
(package-initialize)
(require 'go-mode)
(require 'eglot)
(setq eglot-sync-connect 60)
(defvar idemlint-bin (getenv "IDEMLINT_BIN"))
(find-file (getenv "IDEMLINT_FILE"))
(go-mode)
(eglot '(go-mode) (cons 'transient (getenv "IDEMLINT_ROOT")) 'eglot-lsp-server (list idemlint-bin "lsp") "go")

(defun idemlint-code (d)
  (plist-get (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d))) :code))
(defun idemlint-codes ()
  (sort (mapcar #'idemlint-code (flymake-diagnostics)) #'string<))
(defun idemlint-wait (what pred)
  (let ((n 0))
    (while (and (not (funcall pred)) (< n 1200))
      (accept-process-output nil 0.2)
      (setq n (1+ n)))
    (unless (funcall pred)
      (message "FAIL: timed out waiting for %s; diagnostics: %S" what (idemlint-codes))
      (kill-emacs 1))))

(idemlint-wait "retrydoc and timeouterr" (lambda () (and (member "retrydoc" (idemlint-codes)) (member "timeouterr" (idemlint-codes)))))
(message "diagnostics: %S" (idemlint-codes))
(dolist (code '("retrydoc" "timeouterr"))
  (goto-char (flymake-diagnostic-beg (seq-find (lambda (d) (equal code (idemlint-code d))) (flymake-diagnostics))))
  ;; eglot asks which action to take: the check's preferred quick fix.
  (cl-letf (((symbol-function 'completing-read)
             (lambda (_prompt items &rest _)
               (car (seq-find (lambda (it)
                                (and (plist-get (cdr it) :isPreferred)
                                     (equal code (plist-get (aref (plist-get (cdr it) :diagnostics) 0) :code))))
                              items)))))
    (let ((last-nonmenu-event 13)) ; a key, not a mouse click: ask with completing-read
      (eglot-code-actions (point) (point) nil t)))
  (message "applied %s" code)
  ;; eglot sends the change from an idle timer, which batch mode never runs.
  (eglot--signal-textDocument/didChange)
  (flymake-start)
  (idemlint-wait (concat code " to go") (lambda () (not (member code (idemlint-codes))))))
(save-buffer)
(idemlint-wait "the diagnostics after the save"
               (lambda () (and (member "lostresult" (idemlint-codes)) (not (member "retrydoc" (idemlint-codes))))))
(message "after save: %S" (idemlint-codes))
(message "OK")
(kill-emacs 0)
