// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import "github.com/anthropics/anthropic-sdk-go/v2/packages/param"

type paramUnion = param.APIUnion

type paramObj = param.APIObject
