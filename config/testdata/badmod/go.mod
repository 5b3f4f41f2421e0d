module example.com/badmod

go 1.26
