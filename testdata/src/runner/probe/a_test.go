package probe

var inTest = 4 // reported only with the tests setting
