// Package rpc is shaped like protoc-gen-go-grpc output: the client calls
// Invoke with a constant method name.
package rpc

import (
	"context"

	"google.golang.org/grpc"
)

const (
	Payments_CreateRefund_FullMethodName = "/payments.v1.Payments/CreateRefund"
	Payments_GetRefund_FullMethodName    = "/payments.v1.Payments/GetRefund"
)

type PaymentsClient interface {
	CreateRefund(ctx context.Context, in *Req, opts ...grpc.CallOption) (*Resp, error) // want CreateRefund:`^implemented by \(\*rpc\.paymentsClient\)\.CreateRefund: writes grpc /payments\.v1\.Payments/CreateRefund via \(\*rpc\.paymentsClient\)\.CreateRefund -> \(grpc\.ClientConnInterface\)\.Invoke$`
	GetRefund(ctx context.Context, in *Req, opts ...grpc.CallOption) (*Resp, error)    // want GetRefund:`^implemented by \(\*rpc\.paymentsClient\)\.GetRefund \(no writes\)$`
}

type Req struct{ ID string }

type Resp struct{ ID string }

type paymentsClient struct {
	cc grpc.ClientConnInterface
}

func NewPaymentsClient(cc grpc.ClientConnInterface) PaymentsClient { return &paymentsClient{cc} } // want NewPaymentsClient:`^returns result 0 is \*rpc\.paymentsClient; CreateRefund: writes grpc /payments\.v1\.Payments/CreateRefund via`

func (c *paymentsClient) CreateRefund(ctx context.Context, in *Req, opts ...grpc.CallOption) (*Resp, error) { // want CreateRefund:`^writes grpc /payments\.v1\.Payments/CreateRefund via \(\*rpc\.paymentsClient\)\.CreateRefund -> \(grpc\.ClientConnInterface\)\.Invoke$`
	out := new(Resp)
	err := c.cc.Invoke(ctx, Payments_CreateRefund_FullMethodName, in, out, opts...)
	return out, err
}

func (c *paymentsClient) GetRefund(ctx context.Context, in *Req, opts ...grpc.CallOption) (*Resp, error) {
	out := new(Resp)
	err := c.cc.Invoke(ctx, Payments_GetRefund_FullMethodName, in, out, opts...)
	return out, err
}

// Direct calls (*grpc.ClientConn).Invoke.
func Direct(ctx context.Context, cc *grpc.ClientConn) error { // want Direct:`^writes grpc /payments\.v1\.Payments/CreateRefund via rpc\.Direct -> \(\*grpc\.ClientConn\)\.Invoke$`
	return cc.Invoke(ctx, Payments_CreateRefund_FullMethodName, &Req{}, &Resp{})
}

// ViaInterface calls the generated interface, which the package
// implements once: the call is the implementation's gRPC write, not a
// guess from the verb.
func ViaInterface(ctx context.Context, c PaymentsClient) error { // want ViaInterface:`^writes grpc /payments\.v1\.Payments/CreateRefund via rpc\.ViaInterface -> \(\*rpc\.paymentsClient\)\.CreateRefund -> \(grpc\.ClientConnInterface\)\.Invoke$`
	if _, err := c.GetRefund(ctx, &Req{}); err != nil {
		return err
	}
	_, err := c.CreateRefund(ctx, &Req{})
	return err
}

// StatFile asks a file's metadata: a read, as Get is.
func StatFile(ctx context.Context, cc *grpc.ClientConn) error {
	return cc.Invoke(ctx, "/fs.v1.Files/Stat", &Req{}, &Resp{})
}

// Connect opens the client's session (Milvus' handshake): no write.
func Connect(ctx context.Context, cc *grpc.ClientConn) error {
	return cc.Invoke(ctx, "/milvus.proto.milvus.MilvusService/Connect", &Req{}, &Resp{})
}

// ConnectRepository links a repository: a write, whose name goes on.
func ConnectRepository(ctx context.Context, cc *grpc.ClientConn) error { // want ConnectRepository:`^writes grpc /ci\.v1\.Repos/ConnectRepository via`
	return cc.Invoke(ctx, "/ci.v1.Repos/ConnectRepository", &Req{}, &Resp{})
}

// DropTable drops a table by name: a repeat finds it gone.
func DropTable(ctx context.Context, cc *grpc.ClientConn) error { // want DropTable:`^writes grpc /db\.v1\.Tables/DropTable \(idempotent\) as rpc.DropTable via`
	return cc.Invoke(ctx, "/db.v1.Tables/DropTable", &Req{}, &Resp{})
}
