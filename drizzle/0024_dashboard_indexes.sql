CREATE INDEX "orders_id_quantity_idx" ON "orders" USING btree ("id","quantity");--> statement-breakpoint
CREATE INDEX "orders_paid_customer_idx" ON "orders" USING btree (lower("customer_email"),"created_at") WHERE "orders"."payment_status" in ('completed', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("order_status","created_at") WHERE "orders"."order_status" in ('confirmed', 'processing');--> statement-breakpoint
CREATE INDEX "payments_order_captured_idx" ON "payments" USING btree ("captured_at","order_id","amount_paise") WHERE "payments"."status" = 'captured' and "payments"."purpose" = 'order';--> statement-breakpoint
CREATE INDEX "plate_keychains_failed_idx" ON "plate_keychains" USING btree ("order_id","keychain_index") WHERE "plate_keychains"."result" = 'failed';--> statement-breakpoint
CREATE INDEX "plates_printed_at_idx" ON "plates" USING btree ("printed_at");--> statement-breakpoint
CREATE INDEX "plates_checked_at_idx" ON "plates" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "refunds_processed_at_idx" ON "refunds" USING btree ("processed_at") WHERE "refunds"."status" = 'processed';