// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import "github.com/anthropics/anthropic-sdk-go/packages/param"

type paramUnion = param.APIUnion

type paramObj = param.APIObject
