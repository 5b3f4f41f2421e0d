// Package mail sends mail with net/smtp.
package mail

import "net/smtp"

func Notify(to, body string) error { // want Notify:`^writes smtp smtp\.SendMail via mail\.Notify -> smtp\.SendMail$`
	return smtp.SendMail("localhost:25", nil, "bot@example.com", []string{to}, []byte(body))
}

func Raw(c *smtp.Client, body string) error { // want Raw:`^writes smtp \(\*smtp\.Client\)\.Data via mail\.Raw -> \(\*smtp\.Client\)\.Data$`
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write([]byte(body)); err != nil {
		return err
	}
	return w.Close()
}

// Hello only talks to the server.
func Hello(c *smtp.Client) error {
	return c.Hello("localhost")
}
