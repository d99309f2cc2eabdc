-- Hand-written: board_totals_low_tiers holds the values too (INCLUDE), as on SQLite
-- (migration 0010 there): boards with min_tier unverified or bronze are read from the index alone.
DROP INDEX board_totals_low_tiers;
--> statement-breakpoint
CREATE INDEX board_totals_low_tiers ON board_totals (scope, diver_id) INCLUDE (n, weight_sum_e4, weight_max, depth_max) WHERE scope % 4 < 2;
