CREATE TABLE "whatsapp_early_statuses" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_early_statuses_status_check" CHECK ("whatsapp_early_statuses"."status" in ('sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "whatsapp_early_statuses_received_idx" ON "whatsapp_early_statuses" USING btree ("received_at");