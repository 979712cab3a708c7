ALTER TABLE "sign_in_failures" ADD COLUMN "client_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_username_client_ip_pk" PRIMARY KEY("username","client_ip");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_idempotency_idx" ON "contact_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_idempotency_idx" ON "uploaded_files" USING btree ("taxpayer_id","idempotency_key");
