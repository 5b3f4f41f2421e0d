package bodynamed

import (
	"context"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// runMTV runs the CLI with the words its caller builds.
func runMTV(args []string) (string, error) {
	out, err := exec.Command("kubectl-mtv", args...).CombinedOutput()
	return string(out), err
}

type CreateHookInput struct {
	HookName  string `json:"hook_name" jsonschema:"required"`
	Image     string `json:"image" jsonschema:"required"`
	Namespace string `json:"namespace,omitempty"`
}

// HandleCreateHook is a typed handler whose tool another package
// declares: the struct it decodes names the hook it creates.
func HandleCreateHook(ctx context.Context, req *mcp.CallToolRequest, in CreateHookInput) (*mcp.CallToolResult, any, error) {
	args := []string{"create", "hook", in.HookName}
	if in.Namespace != "" {
		args = append(args, "-n", in.Namespace)
	}
	args = append(args, "--image", in.Image)
	out, err := runMTV(args) // hygiene: `^the handler HandleCreateHook calls runMTV with no idempotency key and no ledger lookup before it; a retried call creates a second one unless the provider refuses a repeat of the hook_name it is given$`
	if err != nil {
		return nil, nil, err
	}
	return nil, out, nil
}

type RunJobInput struct {
	JobName string `json:"job_name" jsonschema:"required"`
}

// HandleRunJob starts a run of the job it names: a repeat starts another.
func HandleRunJob(ctx context.Context, req *mcp.CallToolRequest, in RunJobInput) (*mcp.CallToolResult, any, error) {
	out, err := runMTV([]string{"trigger", "job", in.JobName}) // want `^the handler HandleRunJob calls runMTV with no idempotency key and no ledger lookup before it; a retried call acts twice$`
	if err != nil {
		return nil, nil, err
	}
	return nil, out, nil
}
