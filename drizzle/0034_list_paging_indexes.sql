CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dealers_created_id_idx" ON "dealers" USING btree ("created_at","id");