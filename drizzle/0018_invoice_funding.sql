CREATE TABLE "funded_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"invoice_number" text NOT NULL,
	"counterparty" text NOT NULL,
	"amount" bigint NOT NULL,
	"funded_amount" bigint NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"submitted_on" date NOT NULL,
	"state" text NOT NULL,
	"settles_on" date,
	"funded_on" date,
	"paid_on" date,
	CONSTRAINT "funded_invoices_amounts" CHECK ("funded_invoices"."amount" > 0 and "funded_invoices"."funded_amount" between 0 and "funded_invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "invoice_funding_agreements" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"funding_limit" bigint NOT NULL,
	"advance_percent" integer NOT NULL,
	"opened_on" date NOT NULL,
	CONSTRAINT "invoice_funding_limit_positive" CHECK ("invoice_funding_agreements"."funding_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "funded_invoices" ADD CONSTRAINT "funded_invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_funding_agreements" ADD CONSTRAINT "invoice_funding_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funded_invoices_customer" ON "funded_invoices" USING btree ("customer_id","kind","state");--> statement-breakpoint
CREATE INDEX "funded_invoices_unpaid" ON "funded_invoices" USING btree ("state") WHERE "funded_invoices"."state" <> 'Paid';