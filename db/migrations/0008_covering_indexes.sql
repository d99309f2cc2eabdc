DROP INDEX `catches_created`;--> statement-breakpoint
DROP INDEX `catches_weight`;--> statement-breakpoint
DROP INDEX `catches_depth`;--> statement-breakpoint
DROP INDEX `catches_species_created`;--> statement-breakpoint
DROP INDEX `catches_diver_created`;--> statement-breakpoint
CREATE INDEX `catches_created` ON `catches` (`created_at`,`id`,`tier`,`dive_type`);--> statement-breakpoint
CREATE INDEX `catches_weight` ON `catches` (`weight_lbs`,`id`,`diver_id`,`tier`,`species_pk`);--> statement-breakpoint
CREATE INDEX `catches_depth` ON `catches` (`depth_ft`,`id`,`diver_id`,`tier`,`species_pk`);--> statement-breakpoint
CREATE INDEX `catches_species_created` ON `catches` (`species_pk`,`created_at`,`id`,`tier`,`dive_type`);--> statement-breakpoint
CREATE INDEX `catches_diver_created` ON `catches` (`diver_id`,`created_at`,`id`,`tier`,`dive_type`);