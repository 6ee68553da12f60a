ALTER TABLE "customization_options" DROP CONSTRAINT "customization_options_script_check";--> statement-breakpoint
ALTER TABLE "customization_options" ADD CONSTRAINT "customization_options_script_check" CHECK ("customization_options"."script" in ('Latn', 'Deva', 'Taml', 'Telu', 'Beng', 'Gujr', 'Knda', 'Mlym', 'Guru', 'Orya'));--> statement-breakpoint
-- Existing shops get Baloo Bhaina 2 for Odia after their own fonts (docs/decisions/102-every-indian-name-prints.md);
-- a fresh database has no fonts yet and is seeded with all of them at start.
INSERT INTO "customization_options" ("type", "name", "value", "display_name", "css_class", "script", "sort_order")
SELECT 'font', 'baloo-bhaina-2', 'baloo-bhaina-2', 'Baloo Bhaina 2', 'font-baloo-bhaina-2', 'Orya',
       (SELECT COALESCE(MAX("sort_order"), 0) FROM "customization_options" WHERE "type" = 'font') + 1
WHERE EXISTS (SELECT 1 FROM "customization_options" WHERE "type" = 'font')
ON CONFLICT ("type", "value") DO NOTHING;
