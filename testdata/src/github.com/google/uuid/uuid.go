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
func Parse(s string) (UUID, error)         { return UUID{}, nil }

// Well known namespace IDs and UUIDs.
var (
	NameSpaceDNS  = Must(Parse("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceURL  = Must(Parse("6ba7b811-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceOID  = Must(Parse("6ba7b812-9dad-11d1-80b4-00c04fd430c8"))
	NameSpaceX500 = Must(Parse("6ba7b814-9dad-11d1-80b4-00c04fd430c8"))
	Nil           UUID // empty UUID, all zeros
)
