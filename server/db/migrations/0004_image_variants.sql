CREATE TABLE "image_variants" (
	"image_id" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_image_id_width_format_pk" PRIMARY KEY("image_id","width","format"),
	CONSTRAINT "image_variants_format_check" CHECK ("image_variants"."format" in ('webp', 'avif')),
	CONSTRAINT "image_variants_width_check" CHECK ("image_variants"."width" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "variants_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;