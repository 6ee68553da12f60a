CREATE TABLE "plate_keychains" (
	"plate_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"keychain_index" integer NOT NULL,
	"slot" integer NOT NULL,
	"result" text,
	CONSTRAINT "plate_keychains_plate_id_order_id_keychain_index_pk" PRIMARY KEY("plate_id","order_id","keychain_index"),
	CONSTRAINT "plate_keychains_result_check" CHECK ("plate_keychains"."result" is null or "plate_keychains"."result" in ('passed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "plates" (
	"id" serial PRIMARY KEY NOT NULL,
	"colour_key" text NOT NULL,
	"colour_name" text NOT NULL,
	"font_color" text NOT NULL,
	"background_color" text NOT NULL,
	"text_filament_name" text NOT NULL,
	"plate_filament_name" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "plates_state_check" CHECK ("plates"."state" in ('queued', 'printing', 'printed', 'checked'))
);
--> statement-breakpoint
ALTER TABLE "plate_keychains" ADD CONSTRAINT "plate_keychains_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_keychains" ADD CONSTRAINT "plate_keychains_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_keychains_live_idx" ON "plate_keychains" USING btree ("order_id","keychain_index") WHERE "plate_keychains"."result" is distinct from 'failed';--> statement-breakpoint
CREATE INDEX "plate_keychains_order_idx" ON "plate_keychains" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plates_created_at_idx" ON "plates" USING btree ("created_at");