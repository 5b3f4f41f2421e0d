// Package googleapi is a stub of google.golang.org/api/googleapi
// (v0.218.0).
package googleapi

type CallOption interface {
	Get() (key, value string)
}

// ResolveRelative resolves relatives such as "http://www.golang.org/" and
// "topics/myproject/mytopic" into a single string.
func ResolveRelative(basestr, relstr string) string { return basestr + relstr }

// A MediaOption defines an option for a media upload.
type MediaOption interface {
	setOptions(o *MediaOptions)
}

// MediaOptions stores options for customizing media upload.
type MediaOptions struct {
	ContentType string
	ChunkSize   int
}
