// Package sarama is a stub of github.com/IBM/sarama (v1.62.0): the
// exported signatures the fixtures use.
package sarama

import "time"

type Config struct {
	ClientID string
}

func NewConfig() *Config { return &Config{} }

type Encoder interface {
	Encode() ([]byte, error)
	Length() int
}

type StringEncoder string

func (s StringEncoder) Encode() ([]byte, error) { return []byte(s), nil }

func (s StringEncoder) Length() int { return len(s) }

type RecordHeader struct {
	Key   []byte
	Value []byte
}

type ProducerMessage struct {
	Topic     string
	Key       Encoder
	Value     Encoder
	Headers   []RecordHeader
	Metadata  any
	Offset    int64
	Partition int32
	Timestamp time.Time
}

// SyncProducer publishes Kafka messages, blocking until they have been
// acknowledged.
type SyncProducer interface {
	SendMessage(msg *ProducerMessage) (partition int32, offset int64, err error)
	SendMessages(msgs []*ProducerMessage) error
	Close() error
}

func NewSyncProducer(addrs []string, config *Config) (SyncProducer, error) { return nil, nil }

type TopicDetail struct {
	NumPartitions     int32
	ReplicationFactor int16
	ReplicaAssignment map[int32][]int32
	ConfigEntries     map[string]*string
}

// ClusterAdmin is the administrative client for Kafka.
type ClusterAdmin interface {
	CreateTopic(topic string, detail *TopicDetail, validateOnly bool) error
	ListTopics() (map[string]TopicDetail, error)
	DeleteTopic(topic string) error
	Close() error
}

func NewClusterAdmin(addrs []string, conf *Config) (ClusterAdmin, error) { return nil, nil }
