// Package names gives tool names as values of a type of its own,
// constructed from constants and read back by String.
package names

type Name struct{ value string }

func newName(v string) Name { return Name{value: v} }

func (n Name) String() string { return n.value }

func (n Name) IsZero() bool { return n.value == "" }

func SendEmail() Name       { return newName("send_email") }
func ListEmail() Name       { return newName("list_email") }
func Dynamic(v string) Name { return newName(v) }

// An unkeyed literal wraps nothing a name is read back from.
type plain struct{ v string }

func wrapPlain(v string) plain { return plain{v} }
