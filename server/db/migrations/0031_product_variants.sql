CREATE TABLE "product_variants" (
	"product_id" bigint NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"options" jsonb NOT NULL,
	"price" double precision NOT NULL,
	"stock" integer NOT NULL,
	"weight" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_variants_product_id_id_pk" PRIMARY KEY("product_id","id"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_weight_check" CHECK ("product_variants"."weight" between 1 and 50000)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_product_id_variant_id_pk" PRIMARY KEY("user_id","product_id","variant_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_key" ON "product_variants" USING btree ("sku") WHERE "product_variants"."sku" <> '';