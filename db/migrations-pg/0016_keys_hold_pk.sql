DROP INDEX "catches_created";--> statement-breakpoint
DROP INDEX "catches_caught";--> statement-breakpoint
DROP INDEX "catches_updated";--> statement-breakpoint
DROP INDEX "catches_weight";--> statement-breakpoint
DROP INDEX "catches_depth";--> statement-breakpoint
DROP INDEX "catches_species_created";--> statement-breakpoint
DROP INDEX "catches_diver_created";--> statement-breakpoint
CREATE INDEX "catches_created" ON "catches" USING btree ("created_at","id","tier","dive_type","pk");--> statement-breakpoint
CREATE INDEX "catches_caught" ON "catches" USING btree ("caught_at","id","pk");--> statement-breakpoint
CREATE INDEX "catches_updated" ON "catches" USING btree ("updated_at","id","pk");--> statement-breakpoint
CREATE INDEX "catches_weight" ON "catches" USING btree ("weight_lbs","id","diver_id","tier","species_pk","pk");--> statement-breakpoint
CREATE INDEX "catches_depth" ON "catches" USING btree ("depth_ft","id","diver_id","tier","species_pk","pk");--> statement-breakpoint
CREATE INDEX "catches_species_created" ON "catches" USING btree ("species_pk","created_at","id","tier","dive_type","pk");--> statement-breakpoint
CREATE INDEX "catches_diver_created" ON "catches" USING btree ("diver_id","created_at","id","tier","dive_type","pk");