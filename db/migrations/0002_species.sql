ALTER TABLE `species` ADD `region_source` text;--> statement-breakpoint
ALTER TABLE `species` ADD `max_length_source` text;--> statement-breakpoint
ALTER TABLE `species` ADD `aphia_id_source` text;--> statement-breakpoint
ALTER TABLE `species_names` ADD `source_url` text;--> statement-breakpoint
CREATE INDEX `catches_species_tier_weight` ON `catches` (`species_pk`,`tier`,`weight_lbs`);--> statement-breakpoint
CREATE INDEX `catches_species_tier_depth` ON `catches` (`species_pk`,`tier`,`depth_ft`);