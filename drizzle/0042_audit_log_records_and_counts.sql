ALTER TABLE "server_instances" ADD COLUMN "listen_port" integer;--> statement-breakpoint
ALTER TABLE "server_instances" ADD COLUMN "listen_addresses" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "open_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_open_key_unique" ON "audit_log" USING btree ("open_key") WHERE "audit_log"."open_key" is not null;--> statement-breakpoint
-- The audit log stays append-only, with one exception: a row of repeated refusals (status 400 and
-- up) may grow its count and last_at, and have its open_key cleared, and nothing else
-- (docs/decisions/214-audit-log-coalesces-repeated-refusals.md).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.status >= 400
    AND NEW.count >= OLD.count
    AND NEW.last_at IS NOT NULL
    AND (NEW.open_key IS NULL OR NEW.open_key = OLD.open_key)
    AND (NEW.count > OLD.count OR (OLD.open_key IS NOT NULL AND NEW.open_key IS NULL))
    AND (to_jsonb(NEW) - 'count' - 'last_at' - 'open_key') = (to_jsonb(OLD) - 'count' - 'last_at' - 'open_key')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
