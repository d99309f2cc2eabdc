DROP INDEX `catches_weight`;--> statement-breakpoint
DROP INDEX `catches_depth`;--> statement-breakpoint
CREATE INDEX `catches_weight` ON `catches` (`weight_lbs`,`id`,`diver_id`,`tier`,`species_pk`);--> statement-breakpoint
CREATE INDEX `catches_depth` ON `catches` (`depth_ft`,`id`,`diver_id`,`tier`,`species_pk`);