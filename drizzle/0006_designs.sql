CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"custom_text" text NOT NULL,
	"font_family" text NOT NULL,
	"text_color" text NOT NULL,
	"color_combination" jsonb,
	"share_token_hash" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_share_token_hash_unique" UNIQUE("share_token_hash")
);
--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_user_created_idx" ON "designs" USING btree ("user_id","created_at");