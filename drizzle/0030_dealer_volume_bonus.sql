ALTER TABLE "dealers" ADD COLUMN "volume_bonus_min_credits" integer;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "volume_bonus_percent" integer;--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" ADD COLUMN "bonus_credits" integer;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_volume_bonus_check" CHECK (("dealers"."volume_bonus_min_credits" is null and "dealers"."volume_bonus_percent" is null) or ("dealers"."volume_bonus_min_credits" >= 1 and "dealers"."volume_bonus_percent" between 1 and 100));--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" ADD CONSTRAINT "dealer_credit_transactions_bonus_check" CHECK ("dealer_credit_transactions"."bonus_credits" is null or "dealer_credit_transactions"."bonus_credits" >= 0);