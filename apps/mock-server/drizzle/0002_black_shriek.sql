CREATE TABLE "drafts" (
	"user_id" text NOT NULL,
	"taxpayer_id" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafts_user_id_taxpayer_id_key_pk" PRIMARY KEY("user_id","taxpayer_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tax_form_id" integer NOT NULL,
	"taxpayer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"payment_type" text DEFAULT 'CreditDebitCard' NOT NULL,
	"partial_cc_number" text,
	"partial_account_number" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('Initiated', 'InProgress', 'Completed', 'Error'))
);
--> statement-breakpoint
CREATE TABLE "prior_year_credits" (
	"taxpayer_id" text NOT NULL,
	"tax_year" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "prior_year_credits_taxpayer_id_tax_year_pk" PRIMARY KEY("taxpayer_id","tax_year"),
	CONSTRAINT "prior_year_credits_nonnegative" CHECK ("prior_year_credits"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"taxpayer_id" text NOT NULL,
	"type" text NOT NULL,
	"tax_year" smallint NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"parent_id" integer,
	"data" jsonb NOT NULL,
	"amount_due_cents" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"filed_at" timestamp with time zone,
	CONSTRAINT "tax_forms_type_valid" CHECK ("tax_forms"."type" in ('ExemptionCertificate', 'CityTaxForm', 'FormW2', 'Form1099', 'IndividualEstimate', 'NetProfitEstimate', 'ReturnOfIncome', 'BillingStatement')),
	CONSTRAINT "tax_forms_status_valid" CHECK ("tax_forms"."status" in ('Draft', 'Filed')),
	CONSTRAINT "tax_forms_amount_nonnegative" CHECK ("tax_forms"."amount_due_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tax_form_id_tax_forms_id_fk" FOREIGN KEY ("tax_form_id") REFERENCES "public"."tax_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prior_year_credits" ADD CONSTRAINT "prior_year_credits_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_parent_id_tax_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tax_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_form_idx" ON "payments" USING btree ("tax_form_id");--> statement-breakpoint
CREATE INDEX "payments_taxpayer_idx" ON "payments" USING btree ("taxpayer_id");--> statement-breakpoint
CREATE INDEX "tax_forms_taxpayer_year_idx" ON "tax_forms" USING btree ("taxpayer_id","tax_year","type");--> statement-breakpoint
CREATE INDEX "tax_forms_parent_idx" ON "tax_forms" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_idempotency_idx" ON "tax_forms" USING btree ("taxpayer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_one_per_year_idx" ON "tax_forms" USING btree ("taxpayer_id","tax_year","type") WHERE "tax_forms"."type" in ('CityTaxForm', 'ExemptionCertificate');--> statement-breakpoint
CREATE INDEX "uploaded_files_taxpayer_idx" ON "uploaded_files" USING btree ("taxpayer_id");