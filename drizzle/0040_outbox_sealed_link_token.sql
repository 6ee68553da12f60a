ALTER TABLE "email_outbox" ADD COLUMN "sealed_link_token" text;--> statement-breakpoint
-- Mails already sent or given up before tokens were sealed: their stored bodies lose the token
-- (docs/decisions/202-staff-link-tokens-sealed-in-the-outbox.md); a queued one keeps it until it is sent.
UPDATE "email_outbox" SET "text_body" = regexp_replace("text_body", '#invite=[A-Za-z0-9_-]+', '#invite=[hidden]', 'g'), "html_body" = regexp_replace("html_body", '#invite=[A-Za-z0-9_-]+', '#invite=[hidden]', 'g') WHERE "status" <> 'queued' AND ("text_body" LIKE '%#invite=%' OR "html_body" LIKE '%#invite=%');
