ALTER TABLE "staff" ADD COLUMN "mfa_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "mfa_locked_until" timestamp with time zone;