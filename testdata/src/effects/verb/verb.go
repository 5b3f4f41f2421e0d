// Package verb calls interface methods whose implementations are
// unknown: a writing verb and a context first make a write.
package verb

import "context"

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
	ChargeStatus(ctx context.Context, id string) (string, error)
	GetBalance(ctx context.Context) (int64, error)
	Address(ctx context.Context) string
	Issues(ctx context.Context) []string
	Payout(ctx context.Context) error
	Send(msg string) error
}

func Checkout(ctx context.Context, p Payments, order string) error { // want Checkout:`^writes verb \(verb\.Payments\)\.Charge via verb\.Checkout -> \(verb\.Payments\)\.Charge$`
	if _, err := p.GetBalance(ctx); err != nil {
		return err
	}
	_, err := p.Charge(ctx, order, 100)
	return err
}

// Reads calls methods whose names start like verbs but are not verbs, a
// status check, and a Send without a context.
func Reads(ctx context.Context, p Payments) error {
	_ = p.Address(ctx)
	_ = p.Issues(ctx)
	_ = p.Payout(ctx)
	if _, err := p.ChargeStatus(ctx, "x"); err != nil {
		return err
	}
	return p.Send("hello")
}

type Mailer interface {
	SendEmail(ctx context.Context, to, body string) error
	Enqueue(ctx context.Context, job string) error
}

type svc struct{ m Mailer }

func (s svc) Welcome(ctx context.Context, to string) error { // want Welcome:`^writes verb \(verb\.Mailer\)\.Enqueue via .*; verb \(verb\.Mailer\)\.SendEmail via`
	if err := s.m.SendEmail(ctx, to, "welcome"); err != nil {
		return err
	}
	return s.m.Enqueue(ctx, "followup")
}

// IdempotencyStore's methods are ledger operations even though one is
// named like a write.
type IdempotencyStore interface {
	Add(ctx context.Context, key string) error
}

func Remember(ctx context.Context, s IdempotencyStore) error {
	return s.Add(ctx, "k")
}

// Exchange is a port whose adapter lives where this package cannot see
// it: a method that sets a state and names it is an idempotent write.
type Exchange interface {
	CancelOrder(ctx context.Context, id string) error
	SetLeverage(ctx context.Context, symbol string, n int) error
	Close(ctx context.Context) error
	Update(ctx context.Context) error
	UpdateStatus(ctx context.Context) (string, error)
	SetLimit(symbol string) error
	ClosePosition(ctx context.Context, symbol string) error
	PauseStrategy(ctx context.Context, id string) error
}

func Cancel(ctx context.Context, x Exchange, id string) error { // want Cancel:`^writes verb \(verb\.Exchange\)\.CancelOrder \(idempotent\) via verb\.Cancel -> \(verb\.Exchange\)\.CancelOrder$`
	return x.CancelOrder(ctx, id)
}

func Leverage(ctx context.Context, x Exchange) error { // want Leverage:`^writes verb \(verb\.Exchange\)\.SetLeverage \(idempotent\) via`
	return x.SetLeverage(ctx, "BTC", 5)
}

// Flatten closes a position and pauses a strategy: states the
// exchange keeps, so a repeat changes nothing more.
func Flatten(ctx context.Context, x Exchange) error { // want Flatten:`^writes verb \(verb\.Exchange\)\.ClosePosition \(idempotent\) via .*; verb \(verb\.Exchange\)\.PauseStrategy \(idempotent\) via`
	if err := x.ClosePosition(ctx, "BTC"); err != nil {
		return err
	}
	return x.PauseStrategy(ctx, "grid")
}

// Shutdown ends and refreshes the program's own things, reads a
// status, and sets a limit with no context: no write.
func Shutdown(ctx context.Context, x Exchange) error {
	if err := x.Update(ctx); err != nil {
		return err
	}
	if _, err := x.UpdateStatus(ctx); err != nil {
		return err
	}
	if err := x.SetLimit("BTC"); err != nil {
		return err
	}
	return x.Close(ctx)
}

// Memory is a vector store whose adapter this package cannot see: a bare
// Upsert of the items it is given writes them, keyed, so a repeat
// changes nothing more.
type Memory interface {
	Upsert(ctx context.Context, tenant string, items []Item) ([]string, error)
}

type Item struct{ Text string }

func Store(ctx context.Context, m Memory, text string) error { // want Store:`^writes verb \(verb\.Memory\)\.Upsert \(idempotent\) via`
	_, err := m.Upsert(ctx, "t", []Item{{text}})
	return err
}

// Model is an application's own model client: asking it changes nothing.
type Model interface {
	CreateChatCompletion(ctx context.Context, prompt string) (string, error)
	CreateEmbeddings(ctx context.Context, text string) ([]float32, error)
}

func Summarise(ctx context.Context, m Model, page string) (string, error) {
	if _, err := m.CreateEmbeddings(ctx, page); err != nil {
		return "", err
	}
	return m.CreateChatCompletion(ctx, page)
}

// Resolver filters a list of tool names: its verb acts on the list it
// is given and returns, not on the world.
type Resolver interface {
	RemoveContained(ctx context.Context, names []string, sets []string) ([]string, error)
	RemoveSet(ctx context.Context, set string) error
}

func Prune(ctx context.Context, r Resolver, names []string) ([]string, error) {
	return r.RemoveContained(ctx, names, nil)
}

func Drop(ctx context.Context, r Resolver, set string) error { // want Drop:`^writes verb \(verb\.Resolver\)\.RemoveSet \(idempotent\) via`
	return r.RemoveSet(ctx, set)
}

// Jobs starts runs of a job template: each launch or trigger is a run.
type Jobs interface {
	LaunchJob(ctx context.Context, template int) (int, error)
	TriggerBuild(ctx context.Context, pipeline string) error
	Launcher(ctx context.Context) string
}

func Deploy(ctx context.Context, j Jobs) error { // want Deploy:`^writes verb \(verb\.Jobs\)\.LaunchJob via .*; verb \(verb\.Jobs\)\.TriggerBuild via`
	_ = j.Launcher(ctx)
	if _, err := j.LaunchJob(ctx, 7); err != nil {
		return err
	}
	return j.TriggerBuild(ctx, "main")
}

// Workflows runs a provider's workflows: each run is a new execution; an
// abort leaves the execution aborted.
type Workflows interface {
	RunWorkflow(ctx context.Context, name string) (string, error)
	AbortExecution(ctx context.Context, id string) error
	RunHealthcheck(ctx context.Context) error
}

func Execute(ctx context.Context, w Workflows, name string) error { // want Execute:`^writes verb \(verb\.Workflows\)\.RunWorkflow via .*; verb \(verb\.Workflows\)\.AbortExecution \(idempotent\) via`
	if err := w.RunHealthcheck(ctx); err != nil {
		return err
	}
	id, err := w.RunWorkflow(ctx, name)
	if err != nil {
		return err
	}
	return w.AbortExecution(ctx, id)
}

// Board moves cards between columns: a card moved is where it was put.
type Board interface {
	MoveCard(ctx context.Context, card, column string) error
	ReorderProjects(ctx context.Context, order []string) error
	Moves(ctx context.Context) int
}

func Plan(ctx context.Context, b Board, card string) error { // want Plan:`^writes verb \(verb\.Board\)\.MoveCard \(idempotent\) via .*; verb \(verb\.Board\)\.ReorderProjects \(idempotent\) via`
	_ = b.Moves(ctx)
	if err := b.MoveCard(ctx, card, "done"); err != nil {
		return err
	}
	return b.ReorderProjects(ctx, []string{card})
}
