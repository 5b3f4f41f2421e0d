// Package stores holds mcp-go tools that write through gorm and
// mongo-driver: an insert makes another row or document on every call,
// so a retry makes two; an update by key and a read are silent.
package stores

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"gorm.io/gorm"
)

type Note struct {
	ID    uint
	Title string
	Body  string
}

var (
	db    *gorm.DB
	notes *mongo.Collection
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// A note made through gorm, as helix's tools make them: reported.
	s.AddTool(mcp.NewTool("create_note",
		mcp.WithString("title", mcp.Required()),
		mcp.WithString("body", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := &Note{Title: req.GetString("title", ""), Body: req.GetString("body", "")}
		if err := db.WithContext(ctx).Create(n).Error; err != nil { // want `create_note calls Create with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
			return nil, err
		}
		return text("created"), nil
	})

	// A document inserted through mongo-driver: reported.
	s.AddTool(mcp.NewTool("save_memory",
		mcp.WithString("text", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := notes.InsertOne(ctx, bson.M{"text": req.GetString("text", "")}); err != nil { // want `save_memory calls InsertOne with no idempotency key and no ledger lookup before it; a retried call acts twice`
			return nil, err
		}
		return text("saved"), nil
	})

	// An update by key through a gorm chain sets what is there: silent.
	s.AddTool(mcp.NewTool("rename_note",
		mcp.WithNumber("id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := db.WithContext(ctx).Model(&Note{}).Where("id = ?", req.GetInt("id", 0)).Update("title", req.GetString("title", "")).Error
		if err != nil {
			return nil, err
		}
		return text("renamed"), nil
	})

	// An update document the model sends: its operators decide whether a
	// retry acts again ($inc), so nothing proves it safe: reported.
	s.AddTool(mcp.NewTool("update_note",
		mcp.WithObject("filter", mcp.Required()),
		mcp.WithObject("update", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		if _, err := notes.UpdateOne(ctx, args["filter"], args["update"]); err != nil { // want `^update_note calls UpdateOne with no idempotency key and no ledger lookup before it; a retried call may act twice: the update it is sent decides \(\$inc or \$push acts again, \$set does not\)$`
			return nil, err
		}
		return text("updated"), nil
	})

	// A $set the tool builds from the model's values: silent.
	s.AddTool(mcp.NewTool("retitle_memory",
		mcp.WithString("id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		upd := bson.M{"$set": bson.M{"title": req.GetString("title", "")}}
		if _, err := notes.UpdateOne(ctx, bson.M{"_id": req.GetString("id", "")}, upd); err != nil {
			return nil, err
		}
		return text("retitled"), nil
	})

	// Reads through both: silent.
	s.AddTool(mcp.NewTool("search_notes",
		mcp.WithString("query", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var found []Note
		if err := db.WithContext(ctx).Where("title LIKE ?", "%"+req.GetString("query", "")+"%").Order("id").Limit(20).Find(&found).Error; err != nil {
			return nil, err
		}
		cur, err := notes.Find(ctx, bson.M{"$text": bson.M{"$search": req.GetString("query", "")}})
		if err != nil {
			return nil, err
		}
		var docs []bson.M
		if err := cur.All(ctx, &docs); err != nil {
			return nil, err
		}
		return text("found"), nil
	})
}
