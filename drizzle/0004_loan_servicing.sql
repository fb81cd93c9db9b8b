CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"purpose_enum" text,
	"loan_id" uuid,
	"amount" bigint NOT NULL,
	"installment_count" integer NOT NULL,
	"top_up_increase_amount" bigint,
	"approved_amount" bigint,
	"offer" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "loan_id" uuid;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_applications_customer" ON "loan_applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_idempotency" ON "loan_applications" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_loan" ON "bookings" USING btree ("loan_id","value_date") WHERE "bookings"."loan_id" is not null;--> statement-breakpoint
-- Bookings made before this migration name their loan only by the reference on the receivables.
UPDATE "bookings" SET "loan_id" = "loans"."id"
FROM "postings"
JOIN "accounts" ON "accounts"."id" = "postings"."account_id"
  AND "accounts"."type" = 'Internal' AND "accounts"."custom_name" = 'Lainasaamiset'
JOIN "loans" ON "loans"."payment_reference" = "postings"."reference"
WHERE "postings"."booking_id" = "bookings"."id" AND "bookings"."loan_id" IS NULL;
