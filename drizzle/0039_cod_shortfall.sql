ALTER TABLE "cod_remittance_imports" DROP CONSTRAINT "cod_remittance_imports_source_check";--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" DROP CONSTRAINT "cod_remittance_lines_outcome_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remitted_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_order_utr_idx" ON "cod_remittance_lines" USING btree ("order_id",upper("utr")) WHERE "cod_remittance_lines"."outcome" in ('matched', 'short');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_remitted_paise_check" CHECK ("orders"."cod_remitted_paise" >= 0);--> statement-breakpoint
ALTER TABLE "cod_remittance_imports" ADD CONSTRAINT "cod_remittance_imports_source_check" CHECK ("cod_remittance_imports"."source" in ('file', 'courier', 'entry'));--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_outcome_check" CHECK ("cod_remittance_lines"."outcome" in ('matched', 'short', 'duplicate', 'amount_mismatch', 'unknown_awb', 'not_cod', 'unreadable'));--> statement-breakpoint
-- Orders remitted before this column: their matched remittance paid what was collected.
UPDATE "orders" SET "cod_remitted_paise" = coalesce("cod_collected_paise", "cod_collect_paise") WHERE "payment_method" = 'cod' AND "cod_remitted_at" IS NOT NULL;
