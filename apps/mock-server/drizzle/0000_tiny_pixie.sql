CREATE TABLE "cities" (
	"code" text NOT NULL,
	"name" text NOT NULL,
	"member" boolean NOT NULL,
	"rate_ppm" integer NOT NULL,
	"credit_factor_ppm" integer,
	"credit_limit_ppm" integer,
	"valid_from_year" smallint NOT NULL,
	"valid_to_year" smallint,
	CONSTRAINT "cities_code_valid_from_year_pk" PRIMARY KEY("code","valid_from_year"),
	CONSTRAINT "cities_rate_nonnegative" CHECK ("cities"."rate_ppm" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"filing_as_taxpayer_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxpayers" (
	"id" text PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name1" text,
	"name2" text,
	"middle_initial" text,
	"federal_id" text,
	"business_phone" text,
	"street" text,
	"city" text,
	"state" text,
	"zip" text,
	"spouse_name1" text,
	"spouse_name2" text,
	"spouse_middle_initial" text,
	"spouse_federal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taxpayers_type_valid" CHECK ("taxpayers"."type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "user_taxpayers" (
	"user_id" text NOT NULL,
	"taxpayer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_taxpayers_user_id_taxpayer_id_pk" PRIMARY KEY("user_id","taxpayer_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"is_business_user" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"taxpayer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_valid" CHECK ("users"."status" in ('active', 'inactive', 'migration_required')),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_filing_as_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("filing_as_taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_taxpayers" ADD CONSTRAINT "user_taxpayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_taxpayers" ADD CONSTRAINT "user_taxpayers_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "taxpayers_federal_id_idx" ON "taxpayers" USING btree ("federal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");