-- City terms by tax year (issue 17; TAX-RULES.md §1): a database seeded before gets the rows the
-- seed (SEED_CITIES, from CITIES of @citytax/tax-rules) now holds for Cleveland, Cincinnati and
-- Toledo. The seed only inserts missing rows, so it cannot change these itself. A fresh database
-- has no cities yet: it is left to the seed, which gives the same table.
--   Cleveland: 2016 at 2.00%, factor 50%, limit 1.00%; from 2017 at 2.50%, 100%, 2.50% (its open
--     row from 2016 now starts in 2017).
--   Cincinnati: 2.10% for 2016 to 2020, 1.80% from 2021.
--   Toledo: one open row from 2016 at 2.50% (the 2021 to 2028 row goes).
INSERT INTO "cities" ("code", "name", "member", "rate_ppm", "credit_factor_ppm", "credit_limit_ppm", "valid_from_year", "valid_to_year")
SELECT "v"."code", "v"."name", "v"."member", "v"."rate_ppm", "v"."credit_factor_ppm", "v"."credit_limit_ppm", "v"."valid_from_year", "v"."valid_to_year"
FROM (VALUES
  ('CLE', 'Cleveland', true, 20000, 500000, 10000, 2016, 2016),
  ('CLE', 'Cleveland', true, 25000, 1000000, 25000, 2017, NULL),
  ('CIN', 'Cincinnati', false, 21000, NULL, NULL, 2016, 2020),
  ('CIN', 'Cincinnati', false, 18000, NULL, NULL, 2021, NULL),
  ('TOL', 'Toledo', false, 25000, NULL, NULL, 2016, NULL)
) AS "v" ("code", "name", "member", "rate_ppm", "credit_factor_ppm", "credit_limit_ppm", "valid_from_year", "valid_to_year")
WHERE EXISTS (SELECT 1 FROM "cities")
ON CONFLICT ("code", "valid_from_year") DO UPDATE SET
  "name" = excluded."name",
  "member" = excluded."member",
  "rate_ppm" = excluded."rate_ppm",
  "credit_factor_ppm" = excluded."credit_factor_ppm",
  "credit_limit_ppm" = excluded."credit_limit_ppm",
  "valid_to_year" = excluded."valid_to_year";
--> statement-breakpoint
DELETE FROM "cities"
WHERE "code" IN ('CLE', 'CIN', 'TOL')
  AND ("code", "valid_from_year") NOT IN (('CLE', 2016), ('CLE', 2017), ('CIN', 2016), ('CIN', 2021), ('TOL', 2016));
