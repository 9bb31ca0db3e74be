-- The catalogue search columns. Their values are computed in JavaScript (src/domain/catalog.ts: the
-- same fold and name order as the browser mode, which SQL cannot compute): written with every product,
-- and filled for the rows of before this migration at start-up (backfillProductKeys, server/db/seed.ts).
DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE INDEX "products_category_seq_idx" ON "products" USING btree ("category","seq");--> statement-breakpoint
CREATE INDEX "products_seq_idx" ON "products" USING btree ("seq");