" Driven by TestVimALE (cmd/idemlint/vim_test.go) in Vim 9 (vim -es) with
" ALE (Debian's vim-ale): ALE runs 'idemlint lsp' on the broken refund tool,
" the script waits for its diagnostics, applies the retrydoc and timeouterr
" quick fixes through :ALECodeAction, saves, and checks that those
" diagnostics are gone. It writes what happened to $IDEMLINT_LOG.
set nocompatible
set runtimepath^=/usr/share/vim-ale
set runtimepath+=/usr/share/vim-ale/after
filetype plugin on
" As docs/editors.md says, less gopls, which the test does not need.
let g:ale_linters = {'go': ['idemlint']}
let g:ale_lint_on_text_changed = 'always'
let g:ale_lint_delay = 0
runtime plugin/ale.vim
call ale#linter#Define('go', {
\   'name': 'idemlint',
\   'lsp': 'stdio',
\   'executable': $IDEMLINT_BIN,
\   'command': '%e lsp',
\   'project_root': {buffer -> fnamemodify(ale#path#FindNearestFile(buffer, 'go.mod'), ':h')},
\})
let s:log = []
function! Say(msg) abort
  call add(s:log, a:msg)
  call writefile(s:log, $IDEMLINT_LOG)
endfunction
function! Codes() abort
  return sort(map(copy(ale#engine#GetLoclist(bufnr(''))), 'get(v:val, "code", "")'))
endfunction
function! Wait(what, cond) abort
  let l:n = 0
  while !eval(a:cond) && l:n < 1200
    sleep 100m
    let l:n += 1
  endwhile
  if !eval(a:cond)
    call Say('FAIL: timed out waiting for ' . a:what . '; codes ' . string(Codes()))
    cquit 1
  endif
endfunction
execute 'edit ' . $IDEMLINT_FILE
set filetype=go
ALELint
call Wait('diagnostics', 'index(Codes(), "timeouterr") >= 0')
call Say('diagnostics: ' . string(Codes()))
for s:code in ['retrydoc', 'timeouterr']
  let s:item = filter(copy(ale#engine#GetLoclist(bufnr(''))), 'get(v:val, "code", "") is# s:code')[0]
  call cursor(s:item.lnum, s:item.col)
  let s:chosen = ''
  " ALE asks for the action's number: the first, the check's preferred fix
  " (the server lists a finding's fixes before its ignore action).
  function! ale#util#Input(message, value, ...) abort
    let s:chosen = a:message
    return '1'
  endfunction
  ALECodeAction
  call Wait('the code action', 's:chosen isnot# ""')
  call Say('applied ' . s:code)
  ALELint
  call Wait(s:code . ' to go', 'index(Codes(), s:code) < 0')
endfor
write
call Wait('after save', 'index(Codes(), "lostresult") >= 0 && index(Codes(), "retrydoc") < 0')
call Say('after save: ' . string(Codes()))
call Say('OK')
qall!
