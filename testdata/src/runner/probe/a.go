package probe // want `package probe`

var reported = 1 // want `var reported`

//idemlint:ignore probe the runner silences the report on the next line
var silenced = 2

//idemlint:ignore probe,other nothing is reported here // want `//idemlint:ignore probe,other silences nothing: remove probe from it`

func clean() {}
