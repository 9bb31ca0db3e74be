ALTER TABLE "unread_counts" RENAME COLUMN "buyer" TO "buyer_id";--> statement-breakpoint
DROP INDEX "chat_messages_buyer_idx";--> statement-breakpoint
-- Generated as `ADD COLUMN "buyer_id" text NOT NULL`; added nullable here so that existing rows
-- can be filled first (below), then made NOT NULL.
ALTER TABLE "chat_messages" ADD COLUMN "buyer_id" text;--> statement-breakpoint
-- ---- Hand-written backfill (docs/decisions/017-owners-by-account-id.md), done once, here ----
-- Threads were keyed by their buyer's username (unique, never changed): each thread and its
-- unread counter get the account of that name, as 0010 gave reviews theirs. A thread whose
-- account is gone gets `~username`, a key no account id and no username can be, so no account
-- registered later under that name ever reaches it.
UPDATE "chat_messages" SET "buyer_id" = "users"."id" FROM "users" WHERE "chat_messages"."buyer" = "users"."username";--> statement-breakpoint
UPDATE "chat_messages" SET "buyer_id" = '~' || "buyer" WHERE "buyer_id" IS NULL;--> statement-breakpoint
UPDATE "unread_counts" SET "buyer_id" = "users"."id" FROM "users" WHERE "unread_counts"."buyer_id" = "users"."username";--> statement-breakpoint
UPDATE "unread_counts" SET "buyer_id" = '~' || "buyer_id" WHERE "buyer_id" NOT IN (SELECT "id" FROM "users");--> statement-breakpoint
-- ---- end of the hand-written backfill ----
ALTER TABLE "chat_messages" ALTER COLUMN "buyer_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_buyer_id_idx" ON "chat_messages" USING btree ("buyer_id","seq");
