// Package mock is a stub of github.com/stretchr/testify/mock at v1.11.1:
// the part of its exported API that mocks written against it use.
package mock

// Mock is the workhorse used to track activity on another object.
type Mock struct {
	ExpectedCalls []*Call
	Calls         []Call
}

// Call represents a method call and is used for setting expectations.
type Call struct {
	Method          string
	Arguments       Arguments
	ReturnArguments Arguments
}

// Arguments holds an array of method arguments or return values.
type Arguments []interface{}

// On starts a description of an expectation of the specified method being called.
func (m *Mock) On(methodName string, arguments ...interface{}) *Call {
	c := &Call{Method: methodName, Arguments: arguments}
	m.ExpectedCalls = append(m.ExpectedCalls, c)
	return c
}

// Return specifies the return arguments for the expectation.
func (c *Call) Return(returnArguments ...interface{}) *Call {
	c.ReturnArguments = returnArguments
	return c
}

// Called tells the mock object that a method has been called, and gets an
// array of arguments to return.
func (m *Mock) Called(arguments ...interface{}) Arguments {
	for _, c := range m.ExpectedCalls {
		return c.ReturnArguments
	}
	return nil
}

// Error gets the argument at the specified index.
func (args Arguments) Error(index int) error {
	if index >= len(args) || args[index] == nil {
		return nil
	}
	err, _ := args[index].(error)
	return err
}

// Get returns the argument at the specified index.
func (args Arguments) Get(index int) interface{} {
	return args[index]
}
