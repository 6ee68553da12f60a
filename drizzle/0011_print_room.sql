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
	"estimated_seconds" integer,
	"filament_mg" integer,
	CONSTRAINT "plates_state_check" CHECK ("plates"."state" in ('queued', 'printing', 'printed', 'checked'))
);
--> statement-breakpoint
CREATE TABLE "print_room_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"layer_height_um" integer DEFAULT 200 NOT NULL,
	"first_layer_height_um" integer DEFAULT 200 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_room_settings_single_row" CHECK ("print_room_settings"."id" = 1),
	CONSTRAINT "print_room_settings_layer_height" CHECK ("print_room_settings"."layer_height_um" between 50 and 600),
	CONSTRAINT "print_room_settings_first_layer_height" CHECK ("print_room_settings"."first_layer_height_um" between 50 and 600)
);
--> statement-breakpoint
ALTER TABLE "customization_options" ADD COLUMN "text_filament_name" text;--> statement-breakpoint
ALTER TABLE "customization_options" ADD COLUMN "plate_filament_name" text;--> statement-breakpoint
ALTER TABLE "plate_keychains" ADD CONSTRAINT "plate_keychains_plate_id_plates_id_fk" FOREIGN KEY ("plate_id") REFERENCES "public"."plates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plate_keychains" ADD CONSTRAINT "plate_keychains_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plate_keychains_live_idx" ON "plate_keychains" USING btree ("order_id","keychain_index") WHERE "plate_keychains"."result" is distinct from 'failed';--> statement-breakpoint
CREATE INDEX "plate_keychains_order_idx" ON "plate_keychains" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "plates_created_at_idx" ON "plates" USING btree ("created_at");--> statement-breakpoint
-- Existing colour combinations get the nearest named colour of each hex, by the rule and palette
-- of shared/filament.ts defaultFilamentName: '#1f1f1f' becomes 'Black PLA'.
UPDATE "customization_options" SET
  "text_filament_name" = (
    SELECT p.name || ' PLA'
    FROM (SELECT ('x' || substr(lower("font_color"), 2, 2))::bit(8)::int AS r,
                 ('x' || substr(lower("font_color"), 4, 2))::bit(8)::int AS g,
                 ('x' || substr(lower("font_color"), 6, 2))::bit(8)::int AS b) AS c,
    (VALUES
      ('Black', 0, 0, 0),
      ('White', 255, 255, 255),
      ('Grey', 128, 128, 128),
      ('Red', 220, 38, 38),
      ('Orange', 251, 146, 60),
      ('Yellow', 251, 191, 36),
      ('Green', 74, 222, 128),
      ('Dark Green', 5, 46, 22),
      ('Light Blue', 125, 211, 252),
      ('Blue', 37, 99, 235),
      ('Navy', 15, 23, 42),
      ('Light Pink', 249, 168, 212),
      ('Purple', 147, 51, 234),
      ('Brown', 120, 53, 15)
    ) AS p(name, r, g, b)
    ORDER BY power(c.r - p.r, 2) + power(c.g - p.g, 2) + power(c.b - p.b, 2)
           + 4 * power((greatest(c.r, c.g, c.b) - least(c.r, c.g, c.b)) - (greatest(p.r, p.g, p.b) - least(p.r, p.g, p.b)), 2)
    LIMIT 1
  ),
  "plate_filament_name" = (
    SELECT p.name || ' PLA'
    FROM (SELECT ('x' || substr(lower("background_color"), 2, 2))::bit(8)::int AS r,
                 ('x' || substr(lower("background_color"), 4, 2))::bit(8)::int AS g,
                 ('x' || substr(lower("background_color"), 6, 2))::bit(8)::int AS b) AS c,
    (VALUES
      ('Black', 0, 0, 0),
      ('White', 255, 255, 255),
      ('Grey', 128, 128, 128),
      ('Red', 220, 38, 38),
      ('Orange', 251, 146, 60),
      ('Yellow', 251, 191, 36),
      ('Green', 74, 222, 128),
      ('Dark Green', 5, 46, 22),
      ('Light Blue', 125, 211, 252),
      ('Blue', 37, 99, 235),
      ('Navy', 15, 23, 42),
      ('Light Pink', 249, 168, 212),
      ('Purple', 147, 51, 234),
      ('Brown', 120, 53, 15)
    ) AS p(name, r, g, b)
    ORDER BY power(c.r - p.r, 2) + power(c.g - p.g, 2) + power(c.b - p.b, 2)
           + 4 * power((greatest(c.r, c.g, c.b) - least(c.r, c.g, c.b)) - (greatest(p.r, p.g, p.b) - least(p.r, p.g, p.b)), 2)
    LIMIT 1
  )
WHERE "type" = 'color_combination' AND "font_color" ~ '^#[0-9a-fA-F]{6}$' AND "background_color" ~ '^#[0-9a-fA-F]{6}$';
