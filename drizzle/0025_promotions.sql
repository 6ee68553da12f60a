CREATE TABLE "prepaid_discount_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"type" text,
	"value" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_discount_settings_single_row" CHECK ("prepaid_discount_settings"."id" = 1),
	CONSTRAINT "prepaid_discount_settings_type_check" CHECK ("prepaid_discount_settings"."type" is null or "prepaid_discount_settings"."type" in ('percentage', 'fixed')),
	CONSTRAINT "prepaid_discount_settings_value_check" CHECK ("prepaid_discount_settings"."value" >= 0 and ("prepaid_discount_settings"."type" is distinct from 'percentage' or "prepaid_discount_settings"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"user_id" text,
	"discount_paise" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_status_check" CHECK ("promotion_redemptions"."status" in ('reserved', 'used', 'released')),
	CONSTRAINT "promotion_redemptions_discount_check" CHECK ("promotion_redemptions"."discount_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_paise" integer,
	"max_discount_paise" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"applies_to" text DEFAULT 'shop' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_check" CHECK ("promotions"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "promotions_type_check" CHECK ("promotions"."type" in ('percentage', 'fixed')),
	CONSTRAINT "promotions_value_check" CHECK ("promotions"."value" >= 1 and ("promotions"."type" <> 'percentage' or "promotions"."value" <= 100)),
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promotions_applies_to_check" CHECK ("promotions"."applies_to" in ('shop')),
	CONSTRAINT "promotions_usage_limit_check" CHECK ("promotions"."usage_limit" is null or "promotions"."usage_limit" >= 1),
	CONSTRAINT "promotions_per_customer_limit_check" CHECK ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_promotion_idx" ON "promotion_redemptions" USING btree ("promotion_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_check" CHECK ("orders"."coupon_discount_paise" >= 0 and "orders"."prepaid_discount_paise" >= 0);