CREATE TABLE "card_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"user_id" uuid,
	"status" text DEFAULT 'Started' NOT NULL,
	"language" text NOT NULL,
	"requested_limit" bigint NOT NULL,
	"monthly_income" bigint,
	"monthly_expenses" bigint,
	"employment_enum" text,
	"housing_enum" text,
	"email" text,
	"phone" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"is_politically_exposed" boolean,
	"acts_on_own_behalf" boolean,
	"confirmed_at" timestamp with time zone,
	"granted_limit" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"credit_account_id" uuid,
	"card_id" uuid,
	"payment_account_id" uuid,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_applications" ADD CONSTRAINT "card_applications_payment_account_id_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_applications_customer" ON "card_applications" USING btree ("customer_id","created_at");