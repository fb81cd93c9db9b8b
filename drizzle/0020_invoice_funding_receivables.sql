-- The bank's invoice funding receivables, for a bank seeded before invoice funding moved money.
-- A bank not yet seeded has no accounts of its own: its seed makes this one with the others.
INSERT INTO "accounts" ("type", "product", "custom_name")
SELECT 'Internal', 'internal', 'Laskurahoitussaamiset'
WHERE EXISTS (SELECT 1 FROM "accounts" WHERE "type" = 'Internal')
  AND NOT EXISTS (
    SELECT 1 FROM "accounts" WHERE "type" = 'Internal' AND "custom_name" = 'Laskurahoitussaamiset'
  );
