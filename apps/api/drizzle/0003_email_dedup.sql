ALTER TABLE "emails" ADD COLUMN "dedup_key" varchar(160);--> statement-breakpoint
CREATE UNIQUE INDEX "emails_dedup_key_unique" ON "emails" USING btree ("dedup_key");