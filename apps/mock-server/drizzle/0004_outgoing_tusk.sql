ALTER TABLE "payments" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_reason_valid" CHECK ("payments"."failure_reason" is null or "payments"."failure_reason" in ('declined', 'error'));