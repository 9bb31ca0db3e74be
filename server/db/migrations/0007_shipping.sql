ALTER TABLE "orders" ADD COLUMN "subtotal" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cost" double precision;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "subtotal" double precision;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "shipping_cost" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_check" CHECK ("products"."weight" between 1 and 50000);