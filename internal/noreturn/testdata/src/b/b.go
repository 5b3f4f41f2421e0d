package b

import "a"

func Die() { // want Die:"noreturn"
	a.Fatalf("bye")
}

func Log(l a.Logger) { // want Log:"noreturn"
	l.Fatal("bye")
}

func Maybe(err error) {
	a.Must(err)
}
