-- The back office's search columns of orders and transactions. Their values are computed in JavaScript
-- (src/domain/back-office-search.ts: the same fold as the browser mode, which SQL cannot compute):
-- written with every order and transaction, and filled for the rows of before this migration at
-- start-up (backfillOrderSearchText, server/db/seed.ts).
ALTER TABLE "orders" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_text" text;