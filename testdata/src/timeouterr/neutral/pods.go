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
