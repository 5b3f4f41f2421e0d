// Package tools exposes writes through the real gorm and mongo-driver v2
// as MCP tools: an insert through each, an update by key through a gorm
// chain, and a read-only neighbour that queries both.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Note struct {
	ID    uint
	Title string
	Body  string
}

type Server struct {
	db    *gorm.DB
	notes *mongo.Collection
}

func fail(err error) (*mcp.CallToolResult, error) { return mcp.NewToolResultError(err.Error()), nil }

func ok() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("ok"), nil }

func (s *Server) Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("create_note",
		mcp.WithString("title", mcp.Required()),
		mcp.WithString("body", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := &Note{Title: req.GetString("title", ""), Body: req.GetString("body", "")}
		if err := s.db.WithContext(ctx).Create(n).Error; err != nil {
			return fail(err)
		}
		return ok()
	})

	srv.AddTool(mcp.NewTool("upsert_note",
		mcp.WithNumber("id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := &Note{ID: uint(req.GetInt("id", 0)), Title: req.GetString("title", "")}
		if err := s.db.WithContext(ctx).Clauses(clause.OnConflict{UpdateAll: true}).Create(n).Error; err != nil {
			return fail(err)
		}
		return ok()
	})

	srv.AddTool(mcp.NewTool("rename_note",
		mcp.WithNumber("id", mcp.Required()),
		mcp.WithString("title", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		err := s.db.WithContext(ctx).Model(&Note{}).Where("id = ?", req.GetInt("id", 0)).Update("title", req.GetString("title", "")).Error
		if err != nil {
			return fail(err)
		}
		return ok()
	})

	srv.AddTool(mcp.NewTool("save_memory",
		mcp.WithString("text", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.notes.InsertOne(ctx, bson.M{"text": req.GetString("text", "")}); err != nil {
			return fail(err)
		}
		return ok()
	})

	srv.AddTool(mcp.NewTool("count_views",
		mcp.WithString("id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := s.notes.UpdateOne(ctx, bson.M{"_id": req.GetString("id", "")}, bson.M{"$inc": bson.M{"views": 1}}); err != nil {
			return fail(err)
		}
		return ok()
	})

	srv.AddTool(mcp.NewTool("search_notes",
		mcp.WithString("query", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var found []Note
		if err := s.db.WithContext(ctx).Where("title LIKE ?", "%"+req.GetString("query", "")+"%").Order("id").Limit(20).Find(&found).Error; err != nil {
			return fail(err)
		}
		var n int64
		s.db.Model(&Note{}).Count(&n)
		cur, err := s.notes.Find(ctx, bson.M{"title": req.GetString("query", "")})
		if err != nil {
			return fail(err)
		}
		var docs []bson.M
		if err := cur.All(ctx, &docs); err != nil {
			return fail(err)
		}
		return ok()
	})
}
