ALTER TABLE "accounts" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Accounts booked before the balance was kept: their postings, summed once, are the balance.
UPDATE "accounts" SET "balance" = "posted"."sum"
FROM (SELECT "account_id", sum("amount") AS "sum" FROM "postings" GROUP BY "account_id") AS "posted"
WHERE "posted"."account_id" = "accounts"."id";--> statement-breakpoint
CREATE INDEX "postings_booking" ON "postings" USING btree ("booking_id");
