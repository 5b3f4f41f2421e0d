// Package paneluse builds panelkit requests with constant methods and
// sends them through the request's own method, from another package.
package paneluse

import "effects/reqs/panelkit"

func CreateDatabase(name string) error { // want CreateDatabase:`^writes http POST via paneluse\.CreateDatabase -> \(\*panelkit\.PanelClient\)\.Request -> \(\*panelkit\.PanelClient\)\.Do -> \(\*http\.Client\)\.Do$`
	var out map[string]any
	return panelkit.NewPanelClient("POST", "/databases", panelkit.WithPayload(map[string]string{"name": name})).Request(&out)
}

func ShowDashboard() error {
	var out map[string]any
	return panelkit.NewPanelClient("GET", "/dashboard/base/all/all").Request(&out)
}

func RemoveSite(id string) error { // want RemoveSite:`^writes http DELETE \(idempotent\) via`
	c := panelkit.NewPanelClient(http_DELETE, "/websites/"+id)
	var out map[string]any
	return c.Request(&out)
}

const http_DELETE = "DELETE"

// A POST to a search endpoint reads: the call that builds the request
// names it.
func ListDatabases() error {
	var out map[string]any
	return panelkit.NewPanelClient("POST", "/databases/search", panelkit.WithPayload(map[string]int{"page": 1})).Request(&out)
}
