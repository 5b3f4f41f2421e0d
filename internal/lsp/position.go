package lsp

import (
	"fmt"
	"sort"
	"unicode/utf16"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// A Mapper converts between byte offsets in a file's content and LSP
// positions, whose characters count UTF-16 code units (the protocol's
// default encoding, the only one every client speaks).
type Mapper struct {
	content []byte
	lines   []int // the offset each line starts at
}

// NewMapper returns a mapper of content.
func NewMapper(content []byte) *Mapper {
	m := &Mapper{content: content, lines: []int{0}}
	for i, b := range content {
		if b == '\n' {
			m.lines = append(m.lines, i+1)
		}
	}
	return m
}

// Position returns the position of a byte offset, clamped to the content.
func (m *Mapper) Position(offset int) protocol.Position {
	offset = max(0, min(offset, len(m.content)))
	line := sort.Search(len(m.lines), func(i int) bool { return m.lines[i] > offset }) - 1
	char := 0
	for rest := m.content[m.lines[line]:offset]; len(rest) > 0; {
		r, size := utf8.DecodeRune(rest)
		char += utf16Len(r)
		rest = rest[size:]
	}
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(char)}
}

// Range returns the range of the bytes [start, end).
func (m *Mapper) Range(start, end int) protocol.Range {
	return protocol.Range{Start: m.Position(start), End: m.Position(end)}
}

// Offset returns the byte offset of a position. A character past the
// end of its line is the line's end, as the protocol says.
func (m *Mapper) Offset(p protocol.Position) (int, error) {
	line := int(p.Line)
	switch {
	case line == len(m.lines) && p.Character == 0:
		return len(m.content), nil
	case line >= len(m.lines):
		return 0, fmt.Errorf("line %d is beyond the file's %d lines", line+1, len(m.lines))
	}
	offset, end := m.lines[line], len(m.content)
	if line+1 < len(m.lines) {
		end = m.lines[line+1] - 1 // the newline
	}
	for char := 0; char < int(p.Character) && offset < end; {
		r, size := utf8.DecodeRune(m.content[offset:])
		char += utf16Len(r)
		offset += size
	}
	return offset, nil
}

func utf16Len(r rune) int {
	if r >= 0x10000 && r <= utf8.MaxRune {
		return len(utf16.Encode([]rune{r}))
	}
	return 1
}
