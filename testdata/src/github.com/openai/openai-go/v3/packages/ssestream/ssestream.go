// Stub of github.com/openai/openai-go/v3@v3.98.0 packages/ssestream for analysistest: the exported API subset idemlint reads.

package ssestream

type Stream[T any] struct {
	cur T
	err error
}

func (s *Stream[T]) Next() bool { return false }

func (s *Stream[T]) Current() T { return s.cur }

func (s *Stream[T]) Err() error { return s.err }

func (s *Stream[T]) Close() error { return nil }
