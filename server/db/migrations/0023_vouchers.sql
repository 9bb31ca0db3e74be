CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount" integer,
	"min_spend" bigint NOT NULL,
	"product_ids" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"quota" integer NOT NULL,
	"per_buyer_limit" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean NOT NULL,
	"show_in_store" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_used_within_quota" CHECK ("vouchers"."used" >= 0 and "vouchers"."used" <= "vouchers"."quota")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers" USING btree ("code");