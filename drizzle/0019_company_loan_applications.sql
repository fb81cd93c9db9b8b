CREATE TABLE "company_loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"company_customer_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"loan_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"installment_count" integer NOT NULL,
	"purpose" text,
	"language" text NOT NULL,
	"email" text,
	"phone" text,
	"status" text NOT NULL,
	"decision_reason" text,
	"approved_amount" bigint,
	"offer" jsonb,
	"owners_confirmed_by" uuid,
	"owners_confirmed_at" timestamp with time zone,
	"loan_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_loan_signatures" (
	"application_id" uuid NOT NULL,
	"personal_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_loan_signatures_application_id_personal_id_pk" PRIMARY KEY("application_id","personal_id")
);
--> statement-breakpoint
ALTER TABLE "company_loan_applications" ADD CONSTRAINT "company_loan_applications_business_id_register_companies_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."register_companies"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_applications" ADD CONSTRAINT "company_loan_applications_company_customer_id_customers_id_fk" FOREIGN KEY ("company_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_applications" ADD CONSTRAINT "company_loan_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_applications" ADD CONSTRAINT "company_loan_applications_owners_confirmed_by_users_id_fk" FOREIGN KEY ("owners_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_applications" ADD CONSTRAINT "company_loan_applications_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_signatures" ADD CONSTRAINT "company_loan_signatures_application_id_company_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_signatures" ADD CONSTRAINT "company_loan_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_loan_applications_company" ON "company_loan_applications" USING btree ("business_id","created_at");