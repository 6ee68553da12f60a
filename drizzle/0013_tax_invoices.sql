CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "document_counters_last_serial_check" CHECK ("document_counters"."last_serial" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"serial" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"credit_transaction_id" integer,
	"dealer_id" integer,
	"invoice_id" integer,
	"buyer_gstin" text,
	"place_of_supply_code" text NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_serial_check" CHECK ("tax_documents"."serial" >= 1)
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "gstin" varchar(15);--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credit_transaction_id_dealer_credit_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."dealer_credit_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_serial_idx" ON "tax_documents" USING btree ("series","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_idx" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_credit_transaction_idx" ON "tax_documents" USING btree ("credit_transaction_id","kind") WHERE "tax_documents"."credit_transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_invoice_idx" ON "tax_documents" USING btree ("invoice_id") WHERE "tax_documents"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_dealer_idx" ON "tax_documents" USING btree ("dealer_id");