CREATE TABLE "payment_callbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remittance_id" text NOT NULL,
	"outcome" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"provider_reference" text,
	"result" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_callbacks_result_valid" CHECK ("payment_callbacks"."result" in ('applied', 'replayed', 'voided', 'amount_mismatch', 'conflict'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_failure_reason_valid";--> statement-breakpoint
ALTER TABLE "tax_forms" DROP CONSTRAINT "tax_forms_status_valid";--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_remittance_id_payments_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_callbacks_remittance_idx" ON "payment_callbacks" USING btree ("remittance_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('Initiated', 'InProgress', 'Completed', 'Error', 'Voided'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_failure_reason_valid" CHECK ("payments"."failure_reason" is null or "payments"."failure_reason" in ('declined', 'error', 'amount_mismatch'));--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_status_valid" CHECK ("tax_forms"."status" in ('Draft', 'AwaitingPayment', 'Filed'));--> statement-breakpoint
-- A draft with a pending remittance was submitted under the old rules: it now awaits payment,
-- with the amount its remittance carries.
UPDATE "tax_forms" SET "status" = 'AwaitingPayment', "amount_due_cents" = "p"."amount_cents"
FROM "payments" AS "p"
WHERE "p"."tax_form_id" = "tax_forms"."id" AND "p"."status" IN ('Initiated', 'InProgress') AND "tax_forms"."status" = 'Draft';
