ALTER TABLE "products" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "products" SET "images" = ARRAY["image"] WHERE "image" <> '';