CREATE SEQUENCE "public"."taxpayer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efile_questionnaires" (
	"taxpayer_id" text NOT NULL,
	"tax_year" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"eligible" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "efile_questionnaires_taxpayer_id_tax_year_pk" PRIMARY KEY("taxpayer_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_tokens_purpose_valid" CHECK ("email_tokens"."purpose" in ('registration', 'legacy', 'reset', 'email-change'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "taxpayers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "taxpayers" ADD COLUMN "registration_status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxpayers" ADD COLUMN "primary_taxpayer_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efile_questionnaires" ADD CONSTRAINT "efile_questionnaires_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_idx" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
ALTER TABLE "taxpayers" ADD CONSTRAINT "taxpayers_primary_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("primary_taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "taxpayers_spouse_federal_id_idx" ON "taxpayers" USING btree ("spouse_federal_id");--> statement-breakpoint
ALTER TABLE "taxpayers" ADD CONSTRAINT "taxpayers_registration_status_valid" CHECK ("taxpayers"."registration_status" in ('registered', 'pending'));--> statement-breakpoint
-- Accounts that existed before email confirmation count as confirmed (legacy accounts confirm on migration).
UPDATE "users" SET "email_confirmed_at" = "created_at" WHERE "status" <> 'migration_required' AND "password_hash" IS NOT NULL;
