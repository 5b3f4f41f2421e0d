// Package stores writes and reads through ORMs and document stores the
// catalogue knows (gorm, bun, mongo-driver v1 and v2, DynamoDB,
// Firestore), through stubs of their real APIs: an insert acts again, an
// update, delete or upsert by key does not, unless it adds to what is
// there; a query and the links of a builder chain read.
package stores

import (
	"context"
	"encoding/json"
	"errors"

	"cloud.google.com/go/firestore"
	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/uptrace/bun"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	bsonv2 "go.mongodb.org/mongo-driver/v2/bson"
	mongov2 "go.mongodb.org/mongo-driver/v2/mongo"
	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

type Order struct {
	ID     string
	Status string
	Stock  int
}

// gorm

func GormCreate(ctx context.Context, db *gorm.DB, o *Order) error { // want GormCreate:`^writes sdk gorm \(\*gorm\.DB\)\.Create via stores\.GormCreate -> \(\*gorm\.DB\)\.Create$`
	return db.WithContext(ctx).Create(o).Error
}

func GormChainUpdates(ctx context.Context, db *gorm.DB, id, status string) error { // want GormChainUpdates:`^writes sdk gorm \(\*gorm\.DB\)\.Updates \(idempotent\) via stores\.GormChainUpdates -> \(\*gorm\.DB\)\.Updates$`
	return db.WithContext(ctx).Model(&Order{}).Where("id = ?", id).Updates(map[string]interface{}{"status": status}).Error
}

func GormDecrement(ctx context.Context, db *gorm.DB, id string, n int) error { // want GormDecrement:`^writes sdk gorm \(\*gorm\.DB\)\.Update that adds to what is there via`
	return db.WithContext(ctx).Model(&Order{ID: id}).Update("stock", gorm.Expr("stock - ?", n)).Error
}

// GormPause sets a status and bumps the lock's version: the row's state
// is set, a repeat pauses nothing more.
func GormPause(ctx context.Context, db *gorm.DB, id string) error { // want GormPause:`^writes sdk gorm \(\*gorm\.DB\)\.Updates \(idempotent\) via`
	return db.WithContext(ctx).Model(&Order{ID: id}).Updates(map[string]interface{}{"status": "paused", "version": gorm.Expr("version + 1")}).Error
}

func GormStamp(ctx context.Context, db *gorm.DB, id string) error { // want GormStamp:`^writes sdk gorm \(\*gorm\.DB\)\.UpdateColumn \(idempotent\) via`
	return db.Model(&Order{ID: id}).UpdateColumn("updated_at", gorm.Expr("NOW()")).Error
}

func GormUpsert(ctx context.Context, db *gorm.DB, o *Order) error { // want GormUpsert:`^writes sdk gorm \(\*gorm\.DB\)\.Create with an upsert \(idempotent\) via`
	return db.WithContext(ctx).Clauses(clause.OnConflict{UpdateAll: true}).Create(o).Error
}

func GormIgnore(ctx context.Context, db *gorm.DB, o *Order) error { // want GormIgnore:`^writes sdk gorm \(\*gorm\.DB\)\.Create with an upsert \(idempotent\) via`
	tx := db.WithContext(ctx).Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "id"}}, DoNothing: true})
	return tx.Create(o).Error
}

func GormLocked(ctx context.Context, db *gorm.DB, o *Order) error { // want GormLocked:`^writes sdk gorm \(\*gorm\.DB\)\.Create via`
	return db.Clauses(clause.Locking{Strength: "UPDATE"}).Create(o).Error
}

func GormSave(db *gorm.DB, o *Order) error { // want GormSave:`^writes sdk gorm \(\*gorm\.DB\)\.Save \(idempotent\) via`
	return db.Save(o).Error
}

func GormFirstOrCreate(db *gorm.DB, id string) error { // want GormFirstOrCreate:`^writes sdk gorm \(\*gorm\.DB\)\.FirstOrCreate \(idempotent\) via`
	var o Order
	return db.Where(Order{ID: id}).FirstOrCreate(&o).Error
}

func GormDelete(db *gorm.DB, id string) error { // want GormDelete:`^writes sdk gorm \(\*gorm\.DB\)\.Delete \(idempotent\) via`
	return db.Delete(&Order{}, "id = ?", id).Error
}

func GormExec(db *gorm.DB, id string) error { // want GormExec:`^writes sql UPDATE orders \(idempotent\) via stores\.GormExec -> \(\*gorm\.DB\)\.Exec$`
	return db.Exec("UPDATE orders SET status = ? WHERE id = ?", "paid", id).Error
}

func GormExecInsert(db *gorm.DB, id string) error { // want GormExecInsert:`^writes sql INSERT INTO audit via`
	return db.Exec("INSERT INTO audit (order_id) VALUES (?)", id).Error
}

func GormExecSelect(db *gorm.DB) error {
	return db.Exec("SELECT pg_sleep(1)").Error
}

// GormTransaction creates the order only where the lookup of its id
// failed: a retry finds it and returns.
func GormTransaction(ctx context.Context, db *gorm.DB, o *Order) error { // want GormTransaction:`^writes sdk gorm \(\*gorm\.DB\)\.Create when a lookup finds none \(idempotent\) via`
	return db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Where("id = ?", o.ID).First(&Order{}).Error; err == nil {
			return nil
		}
		return tx.Create(o).Error
	})
}

// GormCopy creates another order where the lookup found one: a repeat
// copies it again.
func GormCopy(db *gorm.DB, id string) error { // want GormCopy:`^writes sdk gorm \(\*gorm\.DB\)\.Create via`
	var o Order
	if err := db.Where("id = ?", id).First(&o).Error; err != nil {
		return err
	}
	o.ID = ""
	return db.Create(&o).Error
}

type Line struct {
	OrderID string
	SKU     string
}

type LinesInput struct {
	OrderID string
	SKUs    []string
}

// GormReplaceLines deletes the order's lines and creates the new set: a
// repeat deletes what the first call made and makes it again.
func GormReplaceLines(db *gorm.DB, in LinesInput) error { // want GormReplaceLines:`^writes sdk gorm \(\*gorm\.DB\)\.Create after a Delete of them \(idempotent\) via`
	db.Where("order_id = ?", in.OrderID).Delete(&Line{})
	var lines []Line
	for _, sku := range in.SKUs {
		lines = append(lines, Line{OrderID: in.OrderID, SKU: sku})
	}
	return db.Create(&lines).Error
}

// GormRetag replaces an order's tags one row at a time in a transaction.
func GormRetag(db *gorm.DB, orderID string, skus []string) error { // want GormRetag:`^writes sdk gorm \(\*gorm\.DB\)\.Create after a Delete of them \(idempotent\) via`
	return db.Transaction(func(tx *gorm.DB) error {
		if err := tx.Where("order_id = ?", orderID).Delete(&Line{}).Error; err != nil {
			return err
		}
		for _, sku := range skus {
			line := Line{OrderID: orderID, SKU: sku}
			if err := tx.Create(&line).Error; err != nil {
				return err
			}
		}
		return nil
	})
}

// GormMoveLines deletes one order's lines and creates lines for another:
// a repeat creates them again.
func GormMoveLines(db *gorm.DB, from, to string, skus []string) error { // want GormMoveLines:`^writes sdk gorm \(\*gorm\.DB\)\.Create via`
	db.Where("order_id = ?", from).Delete(&Line{})
	var lines []Line
	for _, sku := range skus {
		lines = append(lines, Line{OrderID: to, SKU: sku})
	}
	return db.Create(&lines).Error
}

func GormAppend(db *gorm.DB, o *Order, tag string) error { // want GormAppend:`^writes sdk gorm \(\*gorm\.Association\)\.Append via`
	return db.Model(o).Association("Tags").Append(&struct{ Name string }{tag})
}

func GormGenericCreate(ctx context.Context, db *gorm.DB, o *Order) error { // want GormGenericCreate:`^writes sdk gorm \(gorm\.CreateInterface\)\.Create via stores\.GormGenericCreate -> \(gorm\.CreateInterface\[effects/stores\.Order\]\)\.Create$`
	return gorm.G[Order](db).Create(ctx, o)
}

func GormGenericUpdate(ctx context.Context, db *gorm.DB, id string) error { // want GormGenericUpdate:`^writes sdk gorm \(gorm\.ChainInterface\)\.Update \(idempotent\) via`
	_, err := gorm.G[Order](db).Where("id = ?", id).Update(ctx, "status", "paid")
	return err
}

// GormRead only reads: every link of its chains, and a raw SELECT.
func GormRead(ctx context.Context, db *gorm.DB, id string) (int64, error) {
	var o Order
	if err := db.WithContext(ctx).Model(&Order{}).Where("id = ?", id).Order("id").Limit(1).First(&o).Error; err != nil {
		return 0, err
	}
	var os []Order
	db.Session(&gorm.Session{}).Preload("Items").Find(&os, "status = ?", "open")
	var n int64
	db.Model(&Order{}).Where("status = ?", "open").Count(&n)
	var total int
	db.Raw("SELECT sum(stock) FROM orders").Scan(&total)
	if _, err := gorm.G[Order](db).Where("id = ?", id).First(ctx); err != nil {
		return 0, err
	}
	return n, db.Set("gorm:query_option", "FOR UPDATE").Take(&o).Error
}

// bun

func BunInsert(ctx context.Context, db *bun.DB, o *Order) error { // want BunInsert:`^writes sdk bun \(\*bun\.InsertQuery\)\.Exec via stores\.BunInsert -> \(\*bun\.InsertQuery\)\.Exec$`
	_, err := db.NewInsert().Model(o).Exec(ctx)
	return err
}

func BunUpsert(ctx context.Context, db *bun.DB, o *Order) error { // want BunUpsert:`^writes sdk bun \(\*bun\.InsertQuery\)\.Exec with an upsert \(idempotent\) via`
	_, err := db.NewInsert().Model(o).On("CONFLICT (id) DO UPDATE").Set("status = EXCLUDED.status").Exec(ctx)
	return err
}

func BunInsertIgnore(ctx context.Context, tx bun.Tx, o *Order) error { // want BunInsertIgnore:`^writes sdk bun \(\*bun\.InsertQuery\)\.Exec with an upsert \(idempotent\) via`
	_, err := tx.NewInsert().Model(o).Ignore().Exec(ctx)
	return err
}

func BunUpdate(ctx context.Context, db *bun.DB, o *Order) error { // want BunUpdate:`^writes sdk bun \(\*bun\.UpdateQuery\)\.Exec \(idempotent\) via`
	_, err := db.NewUpdate().Model(o).Column("status").WherePK().Exec(ctx)
	return err
}

func BunIncrement(ctx context.Context, db *bun.DB, o *Order) error { // want BunIncrement:`^writes sdk bun \(\*bun\.UpdateQuery\)\.Exec that adds to what is there via`
	_, err := db.NewUpdate().Model(o).Set("stock = stock + 1").WherePK().Exec(ctx)
	return err
}

func BunDelete(ctx context.Context, db *bun.DB, id string) error { // want BunDelete:`^writes sdk bun \(\*bun\.DeleteQuery\)\.Exec \(idempotent\) via`
	_, err := db.NewDelete().Model((*Order)(nil)).Where("id = ?", id).Exec(ctx)
	return err
}

func BunExec(ctx context.Context, db *bun.DB, id string) error { // want BunExec:`^writes sql DELETE FROM sessions \(idempotent\) via stores\.BunExec -> \(\*bun\.DB\)\.ExecContext$`
	_, err := db.ExecContext(ctx, "DELETE FROM sessions WHERE order_id = ?", id)
	return err
}

// BunRead only reads.
func BunRead(ctx context.Context, db *bun.DB, id string) (int64, error) {
	var o Order
	if err := db.NewSelect().Model(&o).Where("id = ?", id).Limit(1).Scan(ctx); err != nil {
		return 0, err
	}
	if _, err := db.QueryContext(ctx, "SELECT id FROM orders WHERE status = ?", "open"); err != nil {
		return 0, err
	}
	return db.NewSelect().Model((*Order)(nil)).Count(ctx)
}

// mongo-driver v1

func MongoInsert(ctx context.Context, c *mongo.Client, o Order) error { // want MongoInsert:`^writes sdk mongo \(\*mongo\.Collection\)\.InsertOne via stores\.MongoInsert -> \(\*mongo\.Collection\)\.InsertOne$`
	_, err := c.Database("shop").Collection("orders").InsertOne(ctx, o)
	return err
}

func MongoSet(ctx context.Context, coll *mongo.Collection, id, status string) error { // want MongoSet:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne \(idempotent\) via`
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{"status": status}})
	return err
}

func MongoInc(ctx context.Context, coll *mongo.Collection, id string) error { // want MongoInc:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne that adds to what is there via`
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$inc": bson.M{"views": 1}})
	return err
}

func MongoPush(ctx context.Context, coll *mongo.Collection, id, note string) error { // want MongoPush:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateByID that adds to what is there via`
	_, err := coll.UpdateByID(ctx, id, bson.D{{Key: "$push", Value: bson.D{{Key: "notes", Value: note}}}})
	return err
}

func MongoAddToSet(ctx context.Context, coll *mongo.Collection, id, tag string) error { // want MongoAddToSet:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne \(idempotent\) via`
	_, err := coll.UpdateOne(ctx, bson.D{{Key: "_id", Value: id}}, bson.D{{Key: "$addToSet", Value: bson.D{{Key: "tags", Value: tag}}}})
	return err
}

func MongoDelete(ctx context.Context, coll *mongo.Collection, id string) error { // want MongoDelete:`^writes sdk mongo \(\*mongo\.Collection\)\.DeleteOne \(idempotent\) via`
	_, err := coll.DeleteOne(ctx, bson.M{"_id": id})
	return err
}

func MongoBulkInsert(ctx context.Context, coll *mongo.Collection, o Order) error { // want MongoBulkInsert:`^writes sdk mongo \(\*mongo\.Collection\)\.BulkWrite that adds to what is there via`
	_, err := coll.BulkWrite(ctx, []mongo.WriteModel{mongo.NewInsertOneModel().SetDocument(o)})
	return err
}

func MongoBulkSet(ctx context.Context, coll *mongo.Collection, id string) error { // want MongoBulkSet:`^writes sdk mongo \(\*mongo\.Collection\)\.BulkWrite \(idempotent\) via`
	m := mongo.NewUpdateOneModel().SetFilter(bson.M{"_id": id}).SetUpdate(bson.M{"$set": bson.M{"status": "paid"}})
	_, err := coll.BulkWrite(ctx, []mongo.WriteModel{m})
	return err
}

// Update is a tool's input: the model sends the update document, whose
// operators ($set, or $inc) no one sees before the call.
type Update struct {
	Filter bson.M `json:"filter"`
	Update bson.M `json:"update"`
}

func MongoModelUpdate(ctx context.Context, coll *mongo.Collection, in Update) error { // want MongoModelUpdate:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne with an update document it does not build via`
	_, err := coll.UpdateOne(ctx, in.Filter, in.Update)
	return err
}

func MongoModelUpdateMany(ctx context.Context, coll *mongo.Collection, args map[string]any) error { // want MongoModelUpdateMany:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateMany with an update document it does not build via`
	_, err := coll.UpdateMany(ctx, bson.M{}, args["update"])
	return err
}

func MongoDecodedUpdate(ctx context.Context, coll *mongo.Collection, raw []byte) error { // want MongoDecodedUpdate:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateByID with an update document it does not build via`
	var upd bson.M
	if err := json.Unmarshal(raw, &upd); err != nil {
		return err
	}
	_, err := coll.UpdateByID(ctx, "id", upd)
	return err
}

func MongoModelOperator(ctx context.Context, coll *mongo.Collection, op string, fields bson.M) error { // want MongoModelOperator:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne with an update document it does not build via`
	_, err := coll.UpdateOne(ctx, bson.M{}, bson.M{op: fields})
	return err
}

// setFields builds a $set of what the model sends: a repeat sets the
// same values again.
func setFields(in Update) (bson.M, error) {
	return bson.M{"$set": in.Update}, nil
}

func MongoBuiltFromInput(ctx context.Context, coll *mongo.Collection, in Update) error { // want MongoBuiltFromInput:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne \(idempotent\) via`
	upd, err := setFields(in)
	if err != nil {
		return err
	}
	_, err = coll.UpdateOne(ctx, in.Filter, upd)
	return err
}

func MongoBuiltBranches(ctx context.Context, coll *mongo.Collection, id string, done bool) error { // want MongoBuiltBranches:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne \(idempotent\) via`
	upd := bson.M{"$unset": bson.M{"lock": ""}}
	if done {
		upd = bson.M{"$set": bson.M{"status": "done"}, "$setOnInsert": bson.M{"id": id}}
	}
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, upd)
	return err
}

// MongoUpdateParam passes on its caller's update document: the caller's
// is not followed, and the update stays idempotent as before.
func MongoUpdateParam(ctx context.Context, coll *mongo.Collection, id string, upd bson.M) error { // want MongoUpdateParam:`^writes sdk mongo \(\*mongo\.Collection\)\.UpdateOne \(idempotent\) via`
	_, err := coll.UpdateOne(ctx, bson.M{"_id": id}, upd)
	return err
}

// MongoRead only reads, with an aggregation whose $push is no update.
func MongoRead(ctx context.Context, coll *mongo.Collection, id string) (int64, error) {
	var o Order
	if err := coll.FindOne(ctx, bson.M{"_id": id}).Decode(&o); err != nil {
		return 0, err
	}
	cur, err := coll.Find(ctx, bson.M{"status": "open"})
	if err != nil {
		return 0, err
	}
	var os []Order
	if err := cur.All(ctx, &os); err != nil {
		return 0, err
	}
	if _, err := coll.Aggregate(ctx, bson.A{bson.M{"$group": bson.M{"_id": "$status", "ids": bson.M{"$push": "$_id"}}}}); err != nil {
		return 0, err
	}
	return coll.CountDocuments(ctx, bson.M{})
}

// mongo-driver v2

func MongoV2Insert(ctx context.Context, c *mongov2.Client, o Order) error { // want MongoV2Insert:`^writes sdk mongo \(\*mongo\.Collection\)\.InsertOne via`
	_, err := c.Database("shop").Collection("orders").InsertOne(ctx, o)
	return err
}

func MongoV2Set(ctx context.Context, coll *mongov2.Collection, id string) error { // want MongoV2Set:`^writes sdk mongo \(\*mongo\.Collection\)\.FindOneAndUpdate \(idempotent\) via`
	return coll.FindOneAndUpdate(ctx, bsonv2.M{"_id": id}, bsonv2.M{"$set": bsonv2.M{"status": "paid"}}).Err()
}

func MongoV2ModelUpdate(ctx context.Context, coll *mongov2.Collection, in struct{ Update bsonv2.M }) error { // want MongoV2ModelUpdate:`^writes sdk mongo \(\*mongo\.Collection\)\.FindOneAndUpdate with an update document it does not build via`
	return coll.FindOneAndUpdate(ctx, bsonv2.M{}, in.Update).Err()
}

func MongoV2Read(ctx context.Context, coll *mongov2.Collection, id string) error {
	var o Order
	return coll.FindOne(ctx, bsonv2.M{"_id": id}).Decode(&o)
}

// DynamoDB

func DynamoPut(ctx context.Context, c *dynamodb.Client, id string) error { // want DynamoPut:`^writes sdk aws \(\*dynamodb\.Client\)\.PutItem \(idempotent\) via`
	table := "orders"
	_, err := c.PutItem(ctx, &dynamodb.PutItemInput{TableName: &table, Item: map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}})
	return err
}

func DynamoSet(ctx context.Context, c *dynamodb.Client, id string) error { // want DynamoSet:`^writes sdk aws \(\*dynamodb\.Client\)\.UpdateItem \(idempotent\) via`
	expr := "SET #s = :s"
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}, UpdateExpression: &expr})
	return err
}

func DynamoCount(ctx context.Context, c *dynamodb.Client, id string) error { // want DynamoCount:`^writes sdk aws \(\*dynamodb\.Client\)\.UpdateItem that adds to what is there via`
	expr := "SET hits = hits + :one"
	_, err := c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}, UpdateExpression: &expr})
	return err
}

func DynamoBuilt(ctx context.Context, c *dynamodb.Client, id string) error { // want DynamoBuilt:`^writes sdk aws \(\*dynamodb\.Client\)\.UpdateItem that adds to what is there via`
	e, err := expression.NewBuilder().WithUpdate(expression.Set(expression.Name("hits"), expression.Name("hits").Plus(expression.Value(1)))).Build()
	if err != nil {
		return err
	}
	_, err = c.UpdateItem(ctx, &dynamodb.UpdateItemInput{Key: map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}, UpdateExpression: e.Update(), ExpressionAttributeNames: e.Names(), ExpressionAttributeValues: e.Values()})
	return err
}

func DynamoTransact(ctx context.Context, c *dynamodb.Client, items []types.TransactWriteItem) error { // want DynamoTransact:`^writes sdk aws \(\*dynamodb\.Client\)\.TransactWriteItems via`
	_, err := c.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: items})
	return err
}

func DynamoRead(ctx context.Context, c *dynamodb.Client, id string) error {
	table := "orders"
	if _, err := c.GetItem(ctx, &dynamodb.GetItemInput{TableName: &table, Key: map[string]types.AttributeValue{"id": &types.AttributeValueMemberS{Value: id}}}); err != nil {
		return err
	}
	_, err := c.Query(ctx, &dynamodb.QueryInput{TableName: &table})
	return err
}

// Firestore

func FirestoreAdd(ctx context.Context, c *firestore.Client, o Order) error { // want FirestoreAdd:`^writes sdk firestore \(\*firestore\.CollectionRef\)\.Add via`
	_, _, err := c.Collection("orders").Add(ctx, o)
	return err
}

func FirestoreCreate(ctx context.Context, c *firestore.Client, o Order) error { // want FirestoreCreate:`^writes sdk firestore \(\*firestore\.DocumentRef\)\.Create \(rejects a repeat\) via`
	_, err := c.Collection("orders").Doc(o.ID).Create(ctx, o)
	return err
}

func FirestoreSet(ctx context.Context, c *firestore.Client, o Order) error { // want FirestoreSet:`^writes sdk firestore \(\*firestore\.DocumentRef\)\.Set \(idempotent\) via`
	_, err := c.Doc("orders/"+o.ID).Set(ctx, o, firestore.MergeAll)
	return err
}

func FirestoreIncrement(ctx context.Context, c *firestore.Client, id string) error { // want FirestoreIncrement:`^writes sdk firestore \(\*firestore\.DocumentRef\)\.Update that adds to what is there via`
	_, err := c.Collection("orders").Doc(id).Update(ctx, []firestore.Update{{Path: "views", Value: firestore.Increment(1)}})
	return err
}

func FirestoreDelete(ctx context.Context, c *firestore.Client, id string) error { // want FirestoreDelete:`^writes sdk firestore \(\*firestore\.DocumentRef\)\.Delete \(idempotent\) via`
	_, err := c.Collection("orders").Doc(id).Delete(ctx)
	return err
}

func FirestoreTransaction(ctx context.Context, c *firestore.Client, id string) error { // want FirestoreTransaction:`^writes sdk firestore \(\*firestore\.Transaction\)\.Set \(idempotent\) via`
	ref := c.Collection("orders").Doc(id)
	return c.RunTransaction(ctx, func(ctx context.Context, tx *firestore.Transaction) error {
		if _, err := tx.Get(ref); err != nil {
			return err
		}
		return tx.Set(ref, map[string]interface{}{"status": "paid"}, firestore.MergeAll)
	})
}

func FirestoreRead(ctx context.Context, c *firestore.Client, id string) error {
	if _, err := c.Collection("orders").Doc(id).Get(ctx); err != nil {
		return err
	}
	_, err := c.Collection("orders").Where("status", "==", "open").Limit(10).Documents(ctx).GetAll()
	return err
}

// A gorm upsert written by hand: Create runs only where First found no
// record of that type, Update on the other branch, so a repeat finds the
// fact and updates it to the same value.
type Fact struct {
	ID    uint
	Key   string
	Value string
}

func GormSetFact(ctx context.Context, db *gorm.DB, k, v string) error { // want GormSetFact:`^writes sdk gorm \(\*gorm\.DB\)\.Create when a lookup finds none \(idempotent\) via`
	err := db.WithContext(ctx).Where("key = ?", k).First(&Fact{}).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.WithContext(ctx).Create(&Fact{Key: k, Value: v}).Error
	}
	if err != nil {
		return err
	}
	return db.WithContext(ctx).Model(&Fact{}).Where("key = ?", k).Update("value", v).Error
}

// A create of another type when the lookup finds none acts again.
func GormAuditMissing(ctx context.Context, db *gorm.DB, k string) error { // want GormAuditMissing:`^writes sdk gorm \(\*gorm\.DB\)\.Create via`
	err := db.WithContext(ctx).Where("key = ?", k).First(&Fact{}).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return db.WithContext(ctx).Create(&Order{ID: k}).Error
	}
	return err
}
