CREATE TABLE "broker_applications" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"broker_user_id" uuid NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firm_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broker_applications" ADD CONSTRAINT "broker_applications_application_id_company_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_applications" ADD CONSTRAINT "broker_applications_broker_user_id_brokers_user_id_fk" FOREIGN KEY ("broker_user_id") REFERENCES "public"."brokers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_applications" ADD CONSTRAINT "broker_applications_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_applications_broker" ON "broker_applications" USING btree ("broker_user_id");