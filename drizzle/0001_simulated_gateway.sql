CREATE TABLE "simulated_gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_gateway_payments_status_check" CHECK ("simulated_gateway_payments"."status" in ('captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "simulated_gateway_payments" ADD CONSTRAINT "simulated_gateway_payments_order_id_simulated_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."simulated_gateway_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_gateway_payments_order_id_idx" ON "simulated_gateway_payments" USING btree ("order_id");