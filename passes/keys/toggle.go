package keys

import "github.com/idemlint/idemlint/passes/effects"

// targetParams name a tool parameter that gives the state a call leaves
// behind: the status a conversation is set to, whether shuffle is on.
var targetParams = map[string]bool{
	"state": true, "status": true, "enabled": true, "enable": true, "disabled": true, "active": true,
	"on": true, "priority": true, "mode": true, "visible": true, "hidden": true, "muted": true, "locked": true,
}

// givesTarget reports whether the write is a toggle by its operation
// (toggle_status, ToggleShuffle) that the tool tells which state to
// take: a required parameter names that state. Such a call sets the
// state the model gives, as any set does, whatever its name: a repeat
// leaves the same state behind. A toggle with no target flips back what
// the first call did.
func (h *handler) givesTarget(w *Write) bool {
	toggle := false
	for _, e := range w.Effects {
		switch {
		case e.Idempotent:
		case e.Toggles():
			toggle = true
		default:
			return false
		}
	}
	if !toggle {
		return false
	}
	for _, p := range h.tool.Params {
		if p.Required && targetParams[normalize(p.Name)] {
			return true
		}
	}
	return false
}

// setsTarget returns the write's effects with each toggle made a set.
func setsTarget(effs []effects.Effect) []effects.Effect {
	out := make([]effects.Effect, len(effs))
	for i, e := range effs {
		if e.Toggles() {
			e.Idempotent = true
		}
		out[i] = e
	}
	return out
}
