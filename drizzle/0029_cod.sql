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
CREATE TABLE "cod_remittance_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittance_imports_source_check" CHECK ("cod_remittance_imports"."source" in ('file', 'courier'))
);
--> statement-breakpoint
CREATE TABLE "cod_remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer,
	"awb" text,
	"amount_paise" integer,
	"utr" text,
	"remitted_on" text,
	"order_id" integer,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittance_lines_outcome_check" CHECK ("cod_remittance_lines"."outcome" in ('matched', 'duplicate', 'amount_mismatch', 'unknown_awb', 'not_cod', 'unreadable'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_order_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_advance_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collect_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_loss_paise" integer;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_import_id_cod_remittance_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."cod_remittance_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_matched_order_idx" ON "cod_remittance_lines" USING btree ("order_id") WHERE "cod_remittance_lines"."outcome" = 'matched';--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_import_id_idx" ON "cod_remittance_lines" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_amounts_check" CHECK ("orders"."cod_fee_paise" >= 0 and "orders"."cod_advance_paise" >= 0 and "orders"."cod_collect_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('pending', 'completed', 'failed', 'refunded', 'cod_pending', 'cod_collected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("orders"."order_status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'returned'));