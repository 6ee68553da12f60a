ALTER TABLE "designs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "dealer_id" integer;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_dealer_created_idx" ON "designs" USING btree ("dealer_id","created_at");--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_one_owner" CHECK (num_nonnulls("designs"."user_id", "designs"."dealer_id") = 1);