-- docs/product/accounts.md "Consent at sign-up": the version of the terms and privacy notice an
-- account accepted and when, and the separate, optional newsletter opt-in (null: never given or
-- withdrawn). Accounts older than this have no recorded version: they signed up before it existed.
ALTER TABLE "utilisateurs" ADD COLUMN "conditions_version" varchar(20);--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "conditions_acceptees_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "utilisateurs" ADD COLUMN "newsletter_acceptee_le" timestamp with time zone;
