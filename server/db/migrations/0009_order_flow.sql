ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_at" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reject_reason" text;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."status" = 'Pending' and "orders"."payment_due_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'Processed' and "orders"."shipped_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Pending', 'Verifying', 'Processed', 'Completed', 'Cancelled'));