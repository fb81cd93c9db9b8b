CREATE TABLE "consumer_loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"user_id" uuid,
	"is_new_customer" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'InProcess' NOT NULL,
	"language" text NOT NULL,
	"amount" bigint NOT NULL,
	"installment_count" integer NOT NULL,
	"purpose_enum" text,
	"email" text,
	"phone" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"monthly_income" bigint,
	"monthly_expenses" bigint,
	"is_politically_exposed" boolean,
	"acts_on_own_behalf" boolean,
	"insurance" boolean DEFAULT false NOT NULL,
	"express_payment" boolean DEFAULT false NOT NULL,
	"approved_amount" bigint,
	"decision_reason" text,
	"offer" jsonb,
	"decided_at" timestamp with time zone,
	"funnel_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"loan_id" uuid,
	"payout_account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_loan_applications" ADD CONSTRAINT "consumer_loan_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_loan_applications" ADD CONSTRAINT "consumer_loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_loan_applications" ADD CONSTRAINT "consumer_loan_applications_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_loan_applications" ADD CONSTRAINT "consumer_loan_applications_payout_account_id_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_loan_applications_customer" ON "consumer_loan_applications" USING btree ("customer_id");