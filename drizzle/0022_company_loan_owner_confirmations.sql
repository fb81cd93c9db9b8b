CREATE TABLE "company_loan_owner_confirmations" (
	"application_id" uuid NOT NULL,
	"personal_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_loan_owner_confirmations_application_id_personal_id_pk" PRIMARY KEY("application_id","personal_id")
);
--> statement-breakpoint
ALTER TABLE "register_shareholders" ADD COLUMN "personal_id" text;--> statement-breakpoint
ALTER TABLE "company_loan_owner_confirmations" ADD CONSTRAINT "company_loan_owner_confirmations_application_id_company_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_loan_owner_confirmations" ADD CONSTRAINT "company_loan_owner_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;