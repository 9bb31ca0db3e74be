ALTER TABLE "orders" ADD COLUMN "verifying_since" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "verification_overdue_at" text;--> statement-breakpoint
CREATE INDEX "orders_verifying_since_idx" ON "orders" USING btree ("verifying_since") WHERE "orders"."status" = 'Verifying' and "orders"."verifying_since" is not null;--> statement-breakpoint
-- Orders already waiting for verification start their clock at their last step into 'Verifying'.
UPDATE "orders" SET "verifying_since" = (SELECT max(e->>'at') FROM jsonb_array_elements("orders"."history") AS e WHERE e->>'status' = 'Verifying') WHERE "status" = 'Verifying';
