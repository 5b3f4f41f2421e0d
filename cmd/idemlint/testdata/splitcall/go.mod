module example.com/splitcall

go 1.26.0
