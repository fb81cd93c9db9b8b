ALTER TABLE "payments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Payments confirmed before the time was kept: the day they were made stands in for it.
UPDATE "payments" SET "confirmed_at" = "created_at" WHERE "status" <> 'AwaitingConfirmation';
