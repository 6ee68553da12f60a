CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_size" integer NOT NULL,
	"url" text NOT NULL,
	"thumbnail_filename" text,
	"thumbnail_url" text,
	"width" integer,
	"height" integer,
	"category" text DEFAULT 'general' NOT NULL,
	"identifier" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_filename_unique" UNIQUE("filename"),
	CONSTRAINT "media_files_category_check" CHECK ("media_files"."category" in ('general', 'keychain-sample', 'homepage-gallery')),
	CONSTRAINT "media_files_size_check" CHECK ("media_files"."size" >= 0 and "media_files"."original_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customization_options" ADD COLUMN "font_file" text;--> statement-breakpoint
CREATE INDEX "media_files_category_idx" ON "media_files" USING btree ("category","uploaded_at");