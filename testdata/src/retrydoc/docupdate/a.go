// Package docupdate holds MongoDB update tools: one applies the update
// document the model sends, whose operators may be $inc or $push, so a
// retry may act again; one builds a $set itself, which a retry repeats
// to no further effect.
package docupdate

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

var db *mongo.Database

type UpdateIn struct {
	Collection string `json:"collection_name"`
	Filter     bson.M `json:"filter"`
	Update     bson.M `json:"update"`
}

type StatusIn struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

func updateOne(ctx context.Context, _ *mcp.CallToolRequest, in UpdateIn) (*mcp.CallToolResult, any, error) {
	_, err := db.Collection(in.Collection).UpdateOne(ctx, in.Filter, in.Update)
	return nil, nil, err
}

func setStatus(ctx context.Context, _ *mcp.CallToolRequest, in StatusIn) (*mcp.CallToolResult, any, error) {
	_, err := db.Collection("orders").UpdateOne(ctx, bson.M{"_id": in.ID}, bson.M{"$set": bson.M{"status": in.Status}})
	return nil, nil, err
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "update_one", Description: "Update one document."}, updateOne)   // want `the description of update_one does not say whether retrying is safe`
	mcp.AddTool(s, &mcp.Tool{Name: "set_status", Description: "Set an order's status."}, setStatus) // want `the description of set_status does not say whether retrying is safe`
}
