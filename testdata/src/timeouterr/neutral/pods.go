// Package neutral declares tools with the server's own type; it never
// imports an SDK.
package neutral

import (
	"context"
	"errors"
	"fmt"

	"timeouterr/neutralapi"
)

type Cluster interface {
	CreatePod(ctx context.Context, ns, image string) (string, error)
}

var cluster Cluster

func Tools() []neutralapi.ServerTool {
	return []neutralapi.ServerTool{
		{Tool: neutralapi.Tool{Name: "pods_run", Description: "Run a pod."}, Handler: podsRun},
		{Tool: neutralapi.Tool{Name: "pods_start", Description: "Start a pod."}, Handler: podsStart},
		{Tool: neutralapi.Tool{Name: "pods_restart", Description: "Restart a pod."}, Handler: podsRestart},
		{Tool: neutralapi.Tool{Name: "pods_clone", Description: "Clone a pod."}, Handler: podsClone},
	}
}

func podsRun(params neutralapi.ToolHandlerParams) (*neutralapi.ToolCallResult, error) {
	image, ok := params.GetArguments()["image"].(string)
	if !ok {
		return neutralapi.NewToolCallResult("", errors.New("missing image")), nil // before the write: silent
	}
	ret, err := cluster.CreatePod(params, "default", image)
	if err != nil {
		return neutralapi.NewToolCallResult("", fmt.Errorf("failed to run pod: %w", err)), nil // want `a timeout from CreatePod is returned as a failure`
	}
	return neutralapi.NewToolCallResult(ret, err), nil // err is nil here: silent
}

func podsStart(params neutralapi.ToolHandlerParams) (*neutralapi.ToolCallResult, error) { // want podsStart:"handles a timeout"
	ret, err := cluster.CreatePod(params, "default", "busybox")
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return neutralapi.NewToolCallResult("the pod may have started: list pods before calling again", nil), nil
		}
		return neutralapi.Failed("failed to start pod", err), nil // the timeout is recognised above: silent
	}
	return &neutralapi.ToolCallResult{Content: ret}, nil
}

// fail is this package's own error helper: the server's result type with
// its error field set.
func fail(err error) *neutralapi.ToolCallResult { // want fail:`returns an error result in result 0 built from param \[0\]`
	return &neutralapi.ToolCallResult{Error: fmt.Errorf("pods: %w", err)}
}

func podsRestart(params neutralapi.ToolHandlerParams) (*neutralapi.ToolCallResult, error) {
	ret, err := cluster.CreatePod(params, "default", "busybox")
	if err != nil {
		return fail(err), nil // want `a timeout from CreatePod is returned as a failure`
	}
	if ret == "" {
		return &neutralapi.ToolCallResult{Error: errors.New("no pod")}, nil // not the write's failure: silent
	}
	return &neutralapi.ToolCallResult{Content: ret}, nil
}

func podsClone(params neutralapi.ToolHandlerParams) (*neutralapi.ToolCallResult, error) {
	image, _ := params.GetArguments()["image"].(string)
	if image == "" {
		return neutralapi.NewTextResult("", errors.New("missing image")), nil // before the write: silent
	}
	ret, err := cluster.CreatePod(params, "default", image)
	if err != nil {
		return neutralapi.NewTextResult("", fmt.Errorf("failed to clone pod: %w", err)), nil // want `a timeout from CreatePod is returned as a failure`
	}
	return neutralapi.NewTextResult(ret, nil), nil // silent
}
