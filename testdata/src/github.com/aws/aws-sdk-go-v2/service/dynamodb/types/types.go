// Package types is a stub of
// github.com/aws/aws-sdk-go-v2/service/dynamodb/types (v1.74.1): the
// types the fixtures use.
package types

type AttributeValue interface {
	isAttributeValue()
}

type AttributeValueMemberS struct {
	Value string
}

func (*AttributeValueMemberS) isAttributeValue() {}

type AttributeValueMemberN struct {
	Value string
}

func (*AttributeValueMemberN) isAttributeValue() {}

type Put struct {
	Item                map[string]AttributeValue
	TableName           *string
	ConditionExpression *string
}

type Update struct {
	Key                       map[string]AttributeValue
	TableName                 *string
	UpdateExpression          *string
	ExpressionAttributeValues map[string]AttributeValue
}

type TransactWriteItem struct {
	Put    *Put
	Update *Update
}
