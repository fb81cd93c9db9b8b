CREATE TABLE "balance_parts" (
	"account_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "balance_parts_account_id_part_pk" PRIMARY KEY("account_id","part")
);
--> statement-breakpoint
ALTER TABLE "balance_parts" ADD CONSTRAINT "balance_parts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;