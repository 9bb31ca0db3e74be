ALTER TABLE "products" ADD COLUMN "promo_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promo_start" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promo_end" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_promo_price_check" CHECK ("products"."promo_price" >= 1);