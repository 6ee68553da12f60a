-- Trigram indexes for the Orders tab's search (docs/decisions/180-back-office-plans-at-100000-orders.md); PGlite loads pg_trgm in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_waiting_idx";--> statement-breakpoint
DROP INDEX "plate_keychains_failed_idx";--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_figures_idx" ON "orders" USING btree ("order_type","payment_status","order_status","total_paise","quantity");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_digits_trgm_idx" ON "orders" USING gin (regexp_replace("customer_phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tax_documents_order_credit_note_idx" ON "tax_documents" USING btree ("order_id","id") WHERE "tax_documents"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "plate_keychains_failed_idx" ON "plate_keychains" USING btree ("order_id","keychain_index","plate_id") WHERE "plate_keychains"."result" = 'failed';