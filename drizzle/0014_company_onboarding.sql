CREATE TABLE "company_beneficial_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"share_hundredths" integer NOT NULL,
	"country_code" text NOT NULL,
	"is_politically_exposed" boolean NOT NULL,
	"confirmed_by" uuid NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_id" text,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"prelim_kyc" jsonb,
	"beneficial_owners" jsonb,
	"tax_residencies" jsonb,
	"kyc" jsonb,
	"company_customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_tax_residencies" (
	"customer_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"tax_identifier" text NOT NULL,
	CONSTRAINT "company_tax_residencies_customer_id_country_code_pk" PRIMARY KEY("customer_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "purchase_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_by" uuid NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "register_companies" (
	"business_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_form" text NOT NULL,
	"street_address" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"industry_code" text NOT NULL,
	"industry" text NOT NULL,
	"registered_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"personal_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"signing_right" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_shareholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"share_hundredths" integer NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_beneficial_owners" ADD CONSTRAINT "company_beneficial_owners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_beneficial_owners" ADD CONSTRAINT "company_beneficial_owners_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_onboardings" ADD CONSTRAINT "company_onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_onboardings" ADD CONSTRAINT "company_onboardings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_onboardings" ADD CONSTRAINT "company_onboardings_business_id_register_companies_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."register_companies"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_onboardings" ADD CONSTRAINT "company_onboardings_company_customer_id_customers_id_fk" FOREIGN KEY ("company_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tax_residencies" ADD CONSTRAINT "company_tax_residencies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_rights" ADD CONSTRAINT "purchase_rights_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_rights" ADD CONSTRAINT "purchase_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_rights" ADD CONSTRAINT "purchase_rights_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_rights" ADD CONSTRAINT "purchase_rights_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_representatives" ADD CONSTRAINT "register_representatives_business_id_register_companies_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."register_companies"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_shareholders" ADD CONSTRAINT "register_shareholders_business_id_register_companies_business_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."register_companies"("business_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_beneficial_owners_customer" ON "company_beneficial_owners" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "company_onboardings_representative" ON "company_onboardings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_rights_company" ON "purchase_rights" USING btree ("company_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_representatives_person" ON "register_representatives" USING btree ("business_id","personal_id");--> statement-breakpoint
CREATE INDEX "register_shareholders_company" ON "register_shareholders" USING btree ("business_id");