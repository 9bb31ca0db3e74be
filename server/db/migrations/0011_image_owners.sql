-- Hand-written note (no hand-written SQL in this migration; the statements below are generated):
-- images stored before owners were recorded keep no uploader (null: counted against nobody, since
-- who uploaded them is unknown), and their "touched_at" is the migration's time (the column's
-- default), so the clean-up (server/services/image-cleanup.ts) spares even an unreferenced one
-- for a day after the upgrade: a form opened before it still has a day to save its image.
ALTER TABLE "images" ADD COLUMN "uploader_id" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "touched_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_uploader_idx" ON "images" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "images_touched_at_idx" ON "images" USING btree ("touched_at");