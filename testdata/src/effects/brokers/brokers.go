// Package brokers calls message brokers' clients the catalogue knows,
// through stubs of their real APIs: a produce or publish appends another
// message on every call, an admin call that names what it acts on does
// not, a consume reads.
package brokers

import (
	"context"

	"cloud.google.com/go/pubsub"
	pubsubv2 "cloud.google.com/go/pubsub/v2"
	"github.com/IBM/sarama"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	amqp "github.com/rabbitmq/amqp091-go"
	kafka "github.com/segmentio/kafka-go"
	"github.com/twmb/franz-go/pkg/kadm"
	"github.com/twmb/franz-go/pkg/kgo"
)

func FranzProduce(ctx context.Context, cl *kgo.Client, v []byte) error { // want FranzProduce:`^writes sdk kafka \(\*kgo\.Client\)\.ProduceSync via brokers\.FranzProduce -> \(\*kgo\.Client\)\.ProduceSync$`
	return cl.ProduceSync(ctx, &kgo.Record{Topic: "orders", Value: v}).FirstErr()
}

func FranzAsync(ctx context.Context, cl *kgo.Client, v []byte) { // want FranzAsync:`^writes sdk kafka \(\*kgo\.Client\)\.Produce via`
	cl.Produce(ctx, &kgo.Record{Topic: "orders", Value: v}, nil)
}

func FranzConsume(ctx context.Context, cl *kgo.Client) ([]*kgo.Record, error) {
	fs := cl.PollFetches(ctx)
	return fs.Records(), fs.Err()
}

func FranzCommit(ctx context.Context, cl *kgo.Client, rs []*kgo.Record) error { // want FranzCommit:`^writes sdk kafka \(\*kgo\.Client\)\.CommitRecords \(idempotent\) via`
	return cl.CommitRecords(ctx, rs...)
}

func FranzAdmin(ctx context.Context, adm *kadm.Client) error { // want FranzAdmin:`^writes sdk kafka \(\*kadm\.Client\)\.CreatePartitions via .*; sdk kafka \(\*kadm\.Client\)\.CreateTopic \(rejects a repeat\) via .*; sdk kafka \(\*kadm\.Client\)\.DeleteTopic \(idempotent\) via`
	if _, err := adm.ListTopics(ctx); err != nil {
		return err
	}
	if _, err := adm.CreateTopic(ctx, 3, 1, nil, "orders"); err != nil {
		return err
	}
	if _, err := adm.CreatePartitions(ctx, 1, "orders"); err != nil {
		return err
	}
	_, err := adm.DeleteTopic(ctx, "old-orders")
	return err
}

func Sarama(p sarama.SyncProducer, v string) error { // want Sarama:`^writes sdk kafka \(sarama\.SyncProducer\)\.SendMessage via brokers\.Sarama -> \(sarama\.SyncProducer\)\.SendMessage$`
	_, _, err := p.SendMessage(&sarama.ProducerMessage{Topic: "orders", Value: sarama.StringEncoder(v)})
	return err
}

func SaramaAdmin(adm sarama.ClusterAdmin) error { // want SaramaAdmin:`^writes sdk kafka \(sarama\.ClusterAdmin\)\.CreateTopic \(rejects a repeat\) via .*; sdk kafka \(sarama\.ClusterAdmin\)\.DeleteTopic \(idempotent\) via`
	if _, err := adm.ListTopics(); err != nil {
		return err
	}
	if err := adm.CreateTopic("orders", &sarama.TopicDetail{NumPartitions: 3}, false); err != nil {
		return err
	}
	return adm.DeleteTopic("old-orders")
}

func SegmentWrite(ctx context.Context, w *kafka.Writer, v []byte) error { // want SegmentWrite:`^writes sdk kafka \(\*kafka\.Writer\)\.WriteMessages via`
	return w.WriteMessages(ctx, kafka.Message{Value: v})
}

func SegmentRead(ctx context.Context, r *kafka.Reader) ([]byte, error) {
	m, err := r.ReadMessage(ctx)
	return m.Value, err
}

func NATSPublish(nc *nats.Conn, v []byte) error { // want NATSPublish:`^writes sdk nats \(\*nats\.Conn\)\.Publish via`
	return nc.Publish("orders.created", v)
}

// NATSRequest is left undecided: a request's responder decides what it
// does, and the catalogue does not guess.
func NATSRequest(nc *nats.Conn, v []byte) ([]byte, error) {
	m, err := nc.Request("orders.lookup", v, 0)
	if err != nil {
		return nil, err
	}
	return m.Data, nil
}

func JetStreamLegacy(nc *nats.Conn, id string, v []byte) error { // want JetStreamLegacy:`^writes sdk nats \(nats\.JetStream\)\.Publish via .*; sdk nats \(nats\.JetStreamManager\)\.AddStream \(idempotent\) via`
	js, err := nc.JetStream()
	if err != nil {
		return err
	}
	if _, err := js.AddStream(&nats.StreamConfig{Name: "ORDERS"}); err != nil {
		return err
	}
	_, err = js.Publish("orders.created", v, nats.MsgId(id))
	return err
}

func JetStream(ctx context.Context, js jetstream.JetStream, id string, v []byte) error { // want JetStream:`^writes sdk nats \(jetstream\.Publisher\)\.Publish via .*; sdk nats \(jetstream\.StreamConsumerManager\)\.CreateOrUpdateConsumer \(idempotent\) via`
	if _, err := js.CreateOrUpdateConsumer(ctx, "ORDERS", jetstream.ConsumerConfig{Durable: "audit"}); err != nil {
		return err
	}
	_, err := js.Publish(ctx, "orders.created", v, jetstream.WithMsgID(id))
	return err
}

func JetStreamLookup(ctx context.Context, js jetstream.JetStream) error {
	_, err := js.Consumer(ctx, "ORDERS", "audit")
	return err
}

func Rabbit(ctx context.Context, ch *amqp.Channel, v []byte) error { // want Rabbit:`^writes sdk amqp \(\*amqp091\.Channel\)\.PublishWithContext via .*; sdk amqp \(\*amqp091\.Channel\)\.QueueDeclare \(idempotent\) via`
	if _, err := ch.QueueDeclare("orders", true, false, false, false, nil); err != nil {
		return err
	}
	return ch.PublishWithContext(ctx, "", "orders", false, false, amqp.Publishing{Body: v})
}

func RabbitPeek(ch *amqp.Channel) (int, error) {
	q, err := ch.QueueInspect("orders")
	if err != nil {
		return 0, err
	}
	if _, _, err := ch.Get("orders", false); err != nil {
		return 0, err
	}
	return q.Messages, nil
}

func PubSub(ctx context.Context, c *pubsub.Client, v []byte) error { // want PubSub:`^writes sdk pubsub \(\*pubsub\.Topic\)\.Publish via`
	_, err := c.Topic("orders").Publish(ctx, &pubsub.Message{Data: v}).Get(ctx)
	return err
}

func PubSubV2(ctx context.Context, c *pubsubv2.Client, v []byte) error { // want PubSubV2:`^writes sdk pubsub \(\*pubsub\.Publisher\)\.Publish via`
	_, err := c.Publisher("orders").Publish(ctx, &pubsubv2.Message{Data: v}).Get(ctx)
	return err
}

func PubSubReceive(ctx context.Context, c *pubsub.Client) error {
	return c.Subscription("orders").Receive(ctx, func(ctx context.Context, m *pubsub.Message) { m.Ack() })
}
