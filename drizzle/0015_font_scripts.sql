ALTER TABLE "customization_options" ADD COLUMN "script" text DEFAULT 'Latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "customization_options" ADD CONSTRAINT "customization_options_script_check" CHECK ("customization_options"."script" in ('Latn', 'Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru'));--> statement-breakpoint
-- Existing shops get the script fonts after their own fonts (docs/decisions/044-fonts-per-script.md);
-- a fresh database has no fonts yet and is seeded with all of them at start.
INSERT INTO "customization_options" ("type", "name", "value", "display_name", "css_class", "script", "sort_order")
SELECT 'font', f.value, f.value, f.display_name, 'font-' || f.value, f.script,
       (SELECT COALESCE(MAX("sort_order"), 0) FROM "customization_options" WHERE "type" = 'font') + f.n
FROM (VALUES
  (1, 'baloo-2', 'Baloo 2', 'Deva'),
  (2, 'baloo-thambi-2', 'Baloo Thambi 2', 'Taml'),
  (3, 'noto-sans-telugu', 'Noto Sans Telugu', 'Telu'),
  (4, 'baloo-da-2', 'Baloo Da 2', 'Beng'),
  (5, 'baloo-bhai-2', 'Baloo Bhai 2', 'Gujr'),
  (6, 'baloo-tamma-2', 'Baloo Tamma 2', 'Knda'),
  (7, 'baloo-chettan-2', 'Baloo Chettan 2', 'Mlym'),
  (8, 'baloo-paaji-2', 'Baloo Paaji 2', 'Guru')
) AS f (n, value, display_name, script)
WHERE EXISTS (SELECT 1 FROM "customization_options" WHERE "type" = 'font')
ON CONFLICT ("type", "value") DO NOTHING;
