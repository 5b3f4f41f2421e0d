// Stub of github.com/google/uuid@v1.6.0 uuid for analysistest: the exported API subset idemlint reads.
package uuid

type UUID [16]byte

func (uuid UUID) String() string           { return "" }
func New() UUID                            { return UUID{} }
func NewString() string                    { return "" }
func NewRandom() (UUID, error)             { return UUID{}, nil }
func NewV7() (UUID, error)                 { return UUID{}, nil }
func Must(uuid UUID, err error) UUID       { return uuid }
func MustParse(s string) UUID              { return UUID{} }
func NewSHA1(space UUID, data []byte) UUID { return UUID{} }
func NewMD5(space UUID, data []byte) UUID  { return UUID{} }
