-- Money in integer paise in the database (docs/decisions/123-money-in-paise-in-the-database.md).
-- Each numeric(10,2) rupee column is renamed to *_paise and converted in place, exactly:
-- numeric * 100 is exact, and a value too large for its column fails the cast (never truncated).
-- Running sums (users, customer_registry lifetime, dealers) are bigint; per-payment amounts integer.
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_price_check";--> statement-breakpoint
ALTER TABLE "customer_registry" DROP CONSTRAINT "customer_registry_values_check";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "total_spent" TO "total_spent_paise";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "total_spent_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "total_spent_paise" SET DATA TYPE bigint USING round("total_spent_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "total_spent_paise" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "keychain_models" RENAME COLUMN "price" TO "price_paise";--> statement-breakpoint
ALTER TABLE "keychain_models" ALTER COLUMN "price_paise" SET DATA TYPE integer USING round("price_paise" * 100)::integer;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "total_price" TO "total_paise";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_paise" SET DATA TYPE integer USING round("total_paise" * 100)::integer;--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" RENAME COLUMN "payment_amount" TO "payment_amount_paise";--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" ALTER COLUMN "payment_amount_paise" SET DATA TYPE integer USING round("payment_amount_paise" * 100)::integer;--> statement-breakpoint
ALTER TABLE "dealers" RENAME COLUMN "total_purchases" TO "total_purchases_paise";--> statement-breakpoint
ALTER TABLE "dealers" ALTER COLUMN "total_purchases_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dealers" ALTER COLUMN "total_purchases_paise" SET DATA TYPE bigint USING round("total_purchases_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "dealers" ALTER COLUMN "total_purchases_paise" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customer_registry" RENAME COLUMN "lifetime_value" TO "lifetime_value_paise";--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "lifetime_value_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "lifetime_value_paise" SET DATA TYPE bigint USING round("lifetime_value_paise" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "lifetime_value_paise" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customer_registry" RENAME COLUMN "average_order_value" TO "average_order_value_paise";--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "average_order_value_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "average_order_value_paise" SET DATA TYPE integer USING round("average_order_value_paise" * 100)::integer;--> statement-breakpoint
ALTER TABLE "customer_registry" ALTER COLUMN "average_order_value_paise" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_paise_check" CHECK ("orders"."total_paise" >= 0);--> statement-breakpoint
ALTER TABLE "customer_registry" ADD CONSTRAINT "customer_registry_values_check" CHECK ("customer_registry"."lifetime_value_paise" >= 0 and "customer_registry"."average_order_value_paise" >= 0);
