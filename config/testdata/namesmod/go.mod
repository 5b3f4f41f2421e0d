module example.com/namesmod

go 1.26
