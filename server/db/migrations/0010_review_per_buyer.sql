ALTER TABLE "reviews" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The server has always written a review under its buyer's username (unique, never changed):
-- each review gets the account of that name once, here, as orders got their owners.
UPDATE "reviews" SET "author_id" = "users"."id" FROM "users" WHERE "reviews"."author" = "users"."username";--> statement-breakpoint
-- One review per product and buyer (src/domain/reviews.ts): of a buyer's earlier reviews of one
-- product only the newest stays (newest first as the product page lists them), so the unique
-- index below can be created on any database.
DELETE FROM "reviews" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "product_id", "author_id"
      ORDER BY coalesce("created_at", '') DESC, "seq" DESC
    ) AS "rank"
    FROM "reviews" WHERE "author_id" IS NOT NULL
  ) AS "ranked" WHERE "ranked"."rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_author_key" ON "reviews" USING btree ("product_id","author_id");
