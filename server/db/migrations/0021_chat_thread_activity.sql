ALTER TABLE "unread_counts" ADD COLUMN "last_seq" bigint;--> statement-breakpoint
CREATE INDEX "unread_counts_last_seq_idx" ON "unread_counts" USING btree ("last_seq");--> statement-breakpoint
-- Every thread's last message, for the threads already there (a thread without a counters row gets one).
INSERT INTO "unread_counts" ("buyer_id", "last_seq")
  SELECT "buyer_id", max("seq") FROM "chat_messages" GROUP BY "buyer_id"
  ON CONFLICT ("buyer_id") DO UPDATE SET "last_seq" = excluded."last_seq";
