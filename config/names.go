package config

import "go/types"

// FuncName returns the qualified name of a function or method in the
// spelling the configuration uses: "path.F", "path.(*T).M" for a method
// with a pointer receiver, "path.T.M" otherwise (interface methods
// included). Type parameters are left out. It returns "" for a function
// without a package (such as error.Error).
func FuncName(fn *types.Func) string {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return ""
	}
	recv := fn.Signature().Recv()
	if recv == nil {
		return fn.Pkg().Path() + "." + fn.Name()
	}
	t, ptr := recv.Type(), false
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = p.Elem(), true
	}
	var obj *types.TypeName
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		obj = t.Origin().Obj()
	case *types.Interface:
		// A method of an interface literal has no type name to give.
		return ""
	}
	if obj == nil || obj.Pkg() == nil {
		return ""
	}
	if ptr {
		return obj.Pkg().Path() + ".(*" + obj.Name() + ")." + fn.Name()
	}
	return obj.Pkg().Path() + "." + obj.Name() + "." + fn.Name()
}

// TypeName returns the qualified name of a package-level type, "path.T",
// as ledger-types use it; a field's name for key-slots is
// TypeName(owner) + "." + field. It returns "" for a type without a
// package.
func TypeName(obj *types.TypeName) string {
	if obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}
