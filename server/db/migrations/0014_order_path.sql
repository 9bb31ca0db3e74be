ALTER TABLE "admin_notifications" ADD COLUMN "seen_order_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_seq_idx" ON "orders" USING btree ("seq");--> statement-breakpoint
-- Hand-written (the derived new-order flag): every admin has seen the orders stored so
-- far; a raised flag stays raised (its `new_order`), and admins without a row get one.
UPDATE "admin_notifications" SET "seen_order_seq" = (SELECT coalesce(max("seq"), 0) FROM "orders");--> statement-breakpoint
INSERT INTO "admin_notifications" ("user_id", "new_order", "seen_order_seq")
  SELECT "id", false, (SELECT coalesce(max("seq"), 0) FROM "orders") FROM "users" WHERE "role" = 'admin'
  ON CONFLICT ("user_id") DO NOTHING;
