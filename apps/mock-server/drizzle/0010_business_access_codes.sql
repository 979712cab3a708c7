CREATE TABLE "business_access_codes" (
	"taxpayer_id" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_link_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_link_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"ein" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taxpayers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "business_access_codes" ADD CONSTRAINT "business_access_codes_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_link_failures" ADD CONSTRAINT "business_link_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_link_failures_user_idx" ON "business_link_failures" USING btree ("user_id","failed_at");--> statement-breakpoint
CREATE INDEX "business_link_failures_ein_idx" ON "business_link_failures" USING btree ("ein","failed_at");