CREATE TABLE "plate_sends" (
	"plate_id" integer PRIMARY KEY NOT NULL,
	"printer_id" integer,
	"state" text DEFAULT 'sending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plate_sends_state_check" CHECK ("plate_sends"."state" in ('sending', 'started'))
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_state" jsonb,
	"state_read_at" timestamp with time zone,
	CONSTRAINT "printers_kind_check" CHECK ("printers"."kind" in ('prusalink', 'moonraker', 'octoprint'))
);
--> statement-breakpoint
ALTER TABLE "plate_sends" ADD CONSTRAINT "plate_sends_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_sends" ADD CONSTRAINT "plate_sends_printer_id_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("id") ON DELETE set null ON UPDATE no action;