package deeper
