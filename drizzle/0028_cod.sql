CREATE TABLE "cod_confirmations" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"resends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_confirmations_counts_check" CHECK ("cod_confirmations"."attempts" >= 0 and "cod_confirmations"."resends" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fee_paise" integer DEFAULT 4000 NOT NULL,
	"limit_paise" integer DEFAULT 200000 NOT NULL,
	"auto_cancel_hours" integer DEFAULT 24 NOT NULL,
	"rto_limit" integer DEFAULT 2 NOT NULL,
	"advance_above_paise" integer,
	"advance_paise" integer,
	"forward_shipping_estimate_paise" integer DEFAULT 6000 NOT NULL,
	"return_shipping_estimate_paise" integer DEFAULT 6000 NOT NULL,
	"print_cost_per_keychain_paise" integer DEFAULT 3000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settings_single_row" CHECK ("cod_settings"."id" = 1),
	CONSTRAINT "cod_settings_amounts_check" CHECK ("cod_settings"."fee_paise" >= 0 and "cod_settings"."limit_paise" >= 0 and "cod_settings"."auto_cancel_hours" >= 1 and "cod_settings"."rto_limit" >= 1 and "cod_settings"."forward_shipping_estimate_paise" >= 0 and "cod_settings"."return_shipping_estimate_paise" >= 0 and "cod_settings"."print_cost_per_keychain_paise" >= 0),
	CONSTRAINT "cod_settings_advance_check" CHECK (("cod_settings"."advance_above_paise" is null and "cod_settings"."advance_paise" is null) or ("cod_settings"."advance_above_paise" >= 0 and "cod_settings"."advance_paise" >= 100))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_advance_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collect_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_amounts_check" CHECK ("orders"."cod_fee_paise" >= 0 and "orders"."cod_advance_paise" >= 0 and "orders"."cod_collect_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'refunded', 'cod_pending', 'cod_collected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'returned'));