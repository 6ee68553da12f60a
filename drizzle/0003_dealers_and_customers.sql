CREATE TABLE "dealer_credit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer,
	"type" text NOT NULL,
	"product_type" text DEFAULT 'keychain' NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer,
	"description" text,
	"payment_amount" numeric(10, 2),
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"payment_id" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"order_id" integer,
	"admin_user_id" text,
	"admin_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_credit_transactions_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "dealer_credit_transactions_balance_check" CHECK ("dealer_credit_transactions"."balance_after" is null or "dealer_credit_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dealer_otp_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"otp" varchar(6) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "dealer_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"pin_hash" text,
	"email" text NOT NULL,
	"business_address" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"keychain_credits" integer DEFAULT 0 NOT NULL,
	"total_credits_earned" integer DEFAULT 0 NOT NULL,
	"total_credits_used" integer DEFAULT 0 NOT NULL,
	"total_purchases" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_orders" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_purchase_at" timestamp with time zone,
	"admin_notes" text,
	"failed_pin_attempts" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"pin_disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "dealers_keychain_credits_check" CHECK ("dealers"."keychain_credits" >= 0),
	CONSTRAINT "dealers_phone_number_check" CHECK ("dealers"."phone_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_registry" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"customer_type" text DEFAULT 'individual' NOT NULL,
	"registration_source" text DEFAULT 'website' NOT NULL,
	"first_purchase_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"lifetime_value" numeric(10, 2) DEFAULT '0' NOT NULL,
	"average_order_value" numeric(10, 2) DEFAULT '0' NOT NULL,
	"notes" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_registry_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "customer_registry_values_check" CHECK ("customer_registry"."lifetime_value" >= 0 and "customer_registry"."average_order_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" ADD CONSTRAINT "dealer_credit_transactions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_credit_transactions" ADD CONSTRAINT "dealer_credit_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_tokens" ADD CONSTRAINT "dealer_tokens_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_registry" ADD CONSTRAINT "customer_registry_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_credit_transactions_dealer_idx" ON "dealer_credit_transactions" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_tokens_dealer_idx" ON "dealer_tokens" USING btree ("dealer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_transaction_id_dealer_credit_transactions_id_fk" FOREIGN KEY ("credit_transaction_id") REFERENCES "public"."dealer_credit_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_credit_transaction_id_idx" ON "payments" USING btree ("credit_transaction_id");