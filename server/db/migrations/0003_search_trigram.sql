-- Trigram indexes for the searches that match a term anywhere in search_text (LIKE '%term%',
-- server/services/lists.ts containsTerm): the catalogue, the back office's products, orders and
-- transactions. Without them every search reads every row (npm run load, 100,000 products: 62 ms
-- per statement, two statements per search). pg_trgm ships with PostgreSQL (contrib) and is a
-- trusted extension, so the database owner may create it; PGlite loads it (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_search_text_trgm_idx" ON "transactions" USING gin ("search_text" gin_trgm_ops);