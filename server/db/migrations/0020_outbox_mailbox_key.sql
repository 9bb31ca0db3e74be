DROP INDEX "email_outbox_recipient_key_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
-- The rows already there get the key src/domain/accounts/mailbox.ts `normalizeMailbox` gives: lower case, a +tag dropped, Gmail's dots dropped and googlemail.com written gmail.com.
WITH parts AS (
	SELECT "id", lower(btrim("recipient")) AS a, strpos(reverse(lower(btrim("recipient"))), '@') AS r FROM "email_outbox"
), split AS (
	SELECT "id", a, CASE WHEN r > 0 AND r < length(a) THEN left(a, length(a) - r) END AS l, CASE WHEN r > 0 AND r < length(a) THEN right(a, r - 1) END AS d FROM parts
), tagless AS (
	SELECT "id", a, CASE WHEN strpos(l, '+') > 1 THEN left(l, strpos(l, '+') - 1) ELSE l END AS l, d FROM split
)
UPDATE "email_outbox" o SET "recipient_key" = CASE
	WHEN t.l IS NULL THEN t.a
	WHEN t.d IN ('gmail.com', 'googlemail.com') THEN coalesce(nullif(replace(t.l, '.', ''), ''), t.l) || '@gmail.com'
	ELSE t.l || '@' || t.d END
FROM tagless t WHERE o."id" = t."id";--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "recipient_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_mailbox_idx" ON "email_outbox" USING btree ("recipient_key","claimed_at") WHERE "email_outbox"."unverified";--> statement-breakpoint
CREATE INDEX "email_outbox_type_claimed_idx" ON "email_outbox" USING btree ("type","claimed_at");
