CREATE TABLE "voucher_uses" (
	"voucher_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"amount" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "voucher_uses_order_id_voucher_id_pk" PRIMARY KEY("order_id","voucher_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vouchers" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" double precision;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount" double precision;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_uses_voucher_user_idx" ON "voucher_uses" USING btree ("voucher_id","user_id");