-- Hand-written: board_totals_low_tiers holds the values too (a covering index).
-- Why: a board with min_tier unverified or bronze is read through this index and sorted; with
-- only (scope) in it, each of up to ~5,000 rows of a scope was one more seek into the table
-- (a random page each: 16-23 ms after another connection's write emptied the page cache).
-- Read from the index alone it is ~60 consecutive pages: ~1 ms.
DROP INDEX board_totals_low_tiers;
--> statement-breakpoint
CREATE INDEX board_totals_low_tiers ON board_totals (scope, diver_id, n, weight_sum_e4, weight_max, depth_max) WHERE scope % 4 < 2;
