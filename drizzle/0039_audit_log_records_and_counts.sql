ALTER TABLE "server_instances" ADD COLUMN "listen_port" integer;--> statement-breakpoint
ALTER TABLE "server_instances" ADD COLUMN "listen_addresses" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
-- The audit log stays append-only, with one exception: a row of repeated refusals (status 400 and
-- up) may grow its count and last_at, and nothing else (docs/decisions/214-audit-log-coalesces-repeated-refusals.md).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.status >= 400
    AND NEW.count > OLD.count
    AND NEW.last_at IS NOT NULL
    AND (to_jsonb(NEW) - 'count' - 'last_at') = (to_jsonb(OLD) - 'count' - 'last_at')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
