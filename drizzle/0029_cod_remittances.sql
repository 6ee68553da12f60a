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
ALTER TABLE "orders" ADD COLUMN "cod_collected_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_utr" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rto_loss_paise" integer;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_import_id_cod_remittance_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."cod_remittance_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_matched_order_idx" ON "cod_remittance_lines" USING btree ("order_id") WHERE "cod_remittance_lines"."outcome" = 'matched';--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_import_id_idx" ON "cod_remittance_lines" USING btree ("import_id");