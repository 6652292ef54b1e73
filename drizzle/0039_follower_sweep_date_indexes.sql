-- Decision 066: the followers' hourly sweep reads only the memorials whose dates fall on the day swept.
CREATE INDEX "profiles_death_day_idx" ON "profiles" USING btree (extract(month from "death_date"),extract(day from "death_date"));--> statement-breakpoint
CREATE INDEX "profiles_death_date_idx" ON "profiles" USING btree ("death_date");