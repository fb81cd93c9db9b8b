CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"custom_name" text,
	"iban" text,
	"interest_rate" numeric(6, 3) DEFAULT 0 NOT NULL,
	"accrued_interest" bigint DEFAULT 0 NOT NULL,
	"interest_accrued_to" date,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"relation_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_account_number" text,
	"term_deposit_expires" date,
	"term_deposit_amount" bigint,
	"opened_at" date DEFAULT current_date NOT NULL,
	"closed_at" date,
	"opening_key" text,
	"opening_request_hash" text,
	CONSTRAINT "accounts_credit_limit_not_negative" CHECK ("accounts"."credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'grant' NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"user_id" uuid,
	"customer_id" uuid,
	"session_id" uuid,
	"payload" jsonb,
	"next_url" text,
	"error_url" text,
	"cancel_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"value_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_holder_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"card_limit" bigint NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"holder_user_id" uuid,
	"holder_name" text NOT NULL,
	"card_type_enum" text NOT NULL,
	"masked_card_number" text NOT NULL,
	"product_name" text NOT NULL,
	"credit_type" text NOT NULL,
	"operator_status" text DEFAULT 'CARD_OK' NOT NULL,
	"skin_code" text NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"daily_limit_atm" bigint NOT NULL,
	"monthly_limit_atm" bigint NOT NULL,
	"daily_limit_usage" bigint NOT NULL,
	"monthly_limit_usage" bigint NOT NULL,
	"restrictions" jsonb NOT NULL,
	"usage_limits_editing_allowed" boolean DEFAULT true NOT NULL,
	"restrictions_editing_allowed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "counters_customer_id_name_period_pk" PRIMARY KEY("customer_id","name","period")
);
--> statement-breakpoint
CREATE TABLE "customer_rights" (
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"representation" text,
	CONSTRAINT "customer_rights_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"identity_code" text NOT NULL,
	"kyc_valid_to" date,
	"is_kyc_verified" boolean DEFAULT true NOT NULL,
	"email" text,
	"phone" text,
	"street_address" text,
	"postal_code" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_external_account_id" uuid NOT NULL,
	"to_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'Started' NOT NULL,
	"booking_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"jwks" jsonb NOT NULL,
	"cookie_keys" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_records" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identification_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "loan_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"installment_order" integer NOT NULL,
	"due_date" date NOT NULL,
	"original_due_date" date NOT NULL,
	"capital" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fees" bigint NOT NULL,
	"capital_paid" bigint DEFAULT 0 NOT NULL,
	"total_paid" bigint DEFAULT 0 NOT NULL,
	"state_enum" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"type_enum" text NOT NULL,
	"company_loan_type" text,
	"purpose_enum" text,
	"credit_category_enum" text DEFAULT 'Normal' NOT NULL,
	"name" text NOT NULL,
	"capital" bigint NOT NULL,
	"interest_rate" numeric(6, 3) NOT NULL,
	"installment_count" integer NOT NULL,
	"opening_date" date NOT NULL,
	"payment_reference" text NOT NULL,
	"top_up_allowed" boolean DEFAULT false NOT NULL,
	"payment_free_installment_allowed" boolean DEFAULT false NOT NULL,
	"due_date_change_allowed" boolean DEFAULT false NOT NULL,
	"withdrawal_allowed" boolean DEFAULT false NOT NULL,
	"withdrawed" boolean DEFAULT true NOT NULL,
	"payout_account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"receiver_account_number" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_bic" text
);
--> statement-breakpoint
CREATE TABLE "payment_controls" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"instant_max_payment" bigint NOT NULL,
	"instant_daily_limit" bigint NOT NULL,
	"instant_monthly_limit" bigint NOT NULL,
	"daily_limit" bigint NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"crossborder_channel_enabled" boolean NOT NULL,
	"sepa_crossborder_enabled" boolean NOT NULL,
	"pending" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source_account_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"recipient_iban" text NOT NULL,
	"recipient_name" text NOT NULL,
	"bic" text,
	"amount" bigint NOT NULL,
	"due_date" date NOT NULL,
	"reference_number" text,
	"message" text,
	"own_message" text,
	"payee_verification_result" text NOT NULL,
	"save_receiver_to_list" boolean DEFAULT false NOT NULL,
	"auth_flow_id" uuid,
	"booking_id" uuid,
	"booked_on" date,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"counterparty_name" text,
	"counterparty_iban" text,
	"reference" text,
	"message" text,
	"card_id" uuid,
	"value_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"active_customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"personal_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"demo_role" text,
	"demo_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_flows" ADD CONSTRAINT "auth_flows_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_holder_invitations" ADD CONSTRAINT "card_holder_invitations_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rights" ADD CONSTRAINT "customer_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_rights" ADD CONSTRAINT "customer_rights_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_from_external_account_id_accounts_id_fk" FOREIGN KEY ("from_external_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_installments" ADD CONSTRAINT "loan_installments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_payout_account_id_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payees" ADD CONSTRAINT "payees_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_controls" ADD CONSTRAINT "payment_controls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_account_id_accounts_id_fk" FOREIGN KEY ("source_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_auth_flow_id_auth_flows_id_fk" FOREIGN KEY ("auth_flow_id") REFERENCES "public"."auth_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_customer_id_customers_id_fk" FOREIGN KEY ("active_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_customer" ON "accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_opening_key" ON "accounts" USING btree ("customer_id","opening_key");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_iban" ON "accounts" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency" ON "bookings" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cards_customer" ON "cards" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_identity_code" ON "customers" USING btree ("identity_code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_idempotency" ON "deposits" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "identification_records_grant" ON "identification_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identification_records_uid" ON "identification_records" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_installments_order" ON "loan_installments" USING btree ("loan_id","installment_order");--> statement-breakpoint
CREATE INDEX "loans_customer" ON "loans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payees_customer" ON "payees" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_due" ON "payments" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "postings_account_date" ON "postings" USING btree ("account_id","value_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_personal_id" ON "users" USING btree ("personal_id");