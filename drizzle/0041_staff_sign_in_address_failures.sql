CREATE TABLE "staff_sign_in_address_failures" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sign_in_address_failures_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "staff_sign_in_address_failures_last_idx" ON "staff_sign_in_address_failures" USING btree ("last_failure_at");