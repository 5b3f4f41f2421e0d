// Package use names the actions of another package's transport.
package use

import "effects/rpcfield"

func Decks(a *rpcfield.Anki) error { return a.Invoke("deckNames", nil) }

func Note(a *rpcfield.Anki, front string) error { // want Note:`^writes http POST via use\.Note -> \(\*rpcfield\.Anki\)\.Invoke -> \(\*rpcfield\.Anki\)\.invoke -> http\.Post$`
	return a.Invoke("addNote", map[string]any{"note": front})
}

func Forget(a *rpcfield.Anki, ids []int) error { // want Forget:`^writes http POST \(idempotent\) as deleteDecks via use\.Forget`
	return a.Invoke("deleteDecks", map[string]any{"decks": ids})
}

// A switch on what to do: each case names its action.
func Manage(a *rpcfield.Anki, what string) error { // want Manage:`^writes http POST \(idempotent\) as suspend or unsuspend via use\.Manage`
	action := "getEaseFactors"
	switch what {
	case "suspend":
		action = "suspend"
	case "unsuspend":
		action = "unsuspend"
	}
	return a.Invoke(action, nil)
}
