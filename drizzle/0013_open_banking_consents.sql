CREATE TABLE "open_banking_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"provider_state" text NOT NULL,
	"access" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"user_id" uuid,
	"customer_id" uuid,
	"identified_at" timestamp with time zone,
	"account_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_banking_consents" ADD CONSTRAINT "open_banking_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_banking_consents" ADD CONSTRAINT "open_banking_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_banking_consents_token" ON "open_banking_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "open_banking_consents_customer" ON "open_banking_consents" USING btree ("customer_id","decided_at");