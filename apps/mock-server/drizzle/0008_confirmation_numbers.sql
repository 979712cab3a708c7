ALTER TABLE "tax_forms" ADD COLUMN "confirmation_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_confirmation_number_idx" ON "tax_forms" USING btree ("confirmation_number");--> statement-breakpoint
-- Forms filed before confirmation numbers existed get one (same shape and alphabet as the server's).
UPDATE "tax_forms" AS "f" SET "confirmation_number" = 'CT-' || "f"."tax_year" || '-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTWXYZ', 1 + floor(random() * 29)::int, 1), '')
  FROM generate_series(1, 4 + 0 * "f"."id")
) || '-' || (
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTWXYZ', 1 + floor(random() * 29)::int, 1), '')
  FROM generate_series(1, 4 + 0 * "f"."id")
)
WHERE "f"."status" = 'Filed' AND "f"."parent_id" IS NULL AND "f"."confirmation_number" IS NULL;
