package server

import "effects/iface/inject/client"

// API is the server's view of the client, so that tests can inject a
// mock through WithClient; by default the server makes the real one.
type API interface {
	CreateTag(name string) (int, error) // want CreateTag:`^implemented by \(\*client\.Client\)\.CreateTag: writes http POST`
	Tags() ([]string, error)            // want Tags:`^implemented by \(\*client\.Client\)\.Tags \(no writes\)$`
}

type Server struct {
	cli API
	log Logger
}

type options struct {
	client API
	log    Logger
}

type Option func(*options)

func WithClient(c API) Option { return func(o *options) { o.client = c } }

func New(base string, opts ...Option) *Server {
	o := &options{}
	for _, opt := range opts {
		opt(o)
	}
	var cli API
	if o.client != nil {
		cli = o.client
	} else {
		cli = client.New(base)
	}
	return &Server{cli: cli, log: o.log}
}

func (s *Server) CreateTag(name string) error { // want CreateTag:`^writes http POST via \(\*server\.Server\)\.CreateTag -> \(\*client\.Client\)\.CreateTag`
	_, err := s.cli.CreateTag(name)
	return err
}

func (s *Server) Tags() error {
	_, err := s.cli.Tags()
	return err
}

// Logger is only ever handed in: what it does is the caller's, unknown
// here.
type Logger interface{ Write(p []byte) (int, error) }

func WithLogger(l Logger) Option { return func(o *options) { o.log = l } }

func (s *Server) Note(msg string) error {
	_, err := s.log.Write([]byte(msg))
	return err
}
