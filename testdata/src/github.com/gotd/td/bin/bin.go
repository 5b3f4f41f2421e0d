// Package bin is a stub of github.com/gotd/td/bin (v0.132.0): the
// encoding interfaces tg's Invoker takes.
package bin

type Buffer struct{ Buf []byte }

type Encoder interface {
	Encode(b *Buffer) error
}

type Decoder interface {
	Decode(b *Buffer) error
}
