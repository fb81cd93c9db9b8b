CREATE TABLE "attempt_windows" (
	"purpose" text NOT NULL,
	"subject_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "attempt_windows_purpose_subject_hash_pk" PRIMARY KEY("purpose","subject_hash")
);
--> statement-breakpoint
CREATE INDEX "attempt_windows_started" ON "attempt_windows" USING btree ("purpose","started_at");