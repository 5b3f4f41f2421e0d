// Package use calls the SDK's services from another package.
package use

import "effects/options/sdk"

func Open(s *sdk.IssuesService) error { // want Open:`^writes http POST via use\.Open -> \(\*sdk\.IssuesService\)\.CreateIssue`
	_, err := s.CreateIssue("p")
	return err
}

func Show(s *sdk.IssuesService) error {
	_, err := s.GetIssue("p", 1)
	return err
}
