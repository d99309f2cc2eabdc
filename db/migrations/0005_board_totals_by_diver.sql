-- Hand-written: board_totals keyed by (diver_id, scope) instead of (scope, diver_id), and
-- value indexes that hold only the rows of min_tier silver and gold.
-- Why: a new catch is unverified, and its upkeep touched ten board rows on ten pages and
-- moved twenty value-index entries, making a create ~1.6x as costly as without boards.
-- Now the ten rows of one diver share a page or two, and unverified and bronze rows (which
-- every new catch and every first photo change) are in no value index: boards with
-- min_tier unverified or bronze are read through board_totals_low_tiers and sorted (at most
-- one row per diver); the default (silver) and gold boards are one range of a value index.
-- Fewer index entries also make the rebuild after a bulk import faster.
-- The catches triggers of the ladder migration keep working unchanged (same table name and
-- columns); legacy_alter_table keeps RENAME from re-checking them while the name is free.
CREATE TABLE board_totals_by_diver (
  scope INTEGER NOT NULL,
  diver_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  weight_sum_e4 INTEGER NOT NULL,
  weight_max REAL NOT NULL,
  depth_max REAL NOT NULL,
  PRIMARY KEY (diver_id, scope)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO board_totals_by_diver (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
  SELECT scope, diver_id, n, weight_sum_e4, weight_max, depth_max FROM board_totals ORDER BY diver_id, scope;
--> statement-breakpoint
DROP TABLE board_totals;
--> statement-breakpoint
PRAGMA legacy_alter_table = ON;
--> statement-breakpoint
ALTER TABLE board_totals_by_diver RENAME TO board_totals;
--> statement-breakpoint
PRAGMA legacy_alter_table = OFF;
--> statement-breakpoint
CREATE INDEX board_totals_low_tiers ON board_totals (scope) WHERE scope % 4 < 2;
--> statement-breakpoint
CREATE INDEX board_totals_heaviest ON board_totals (scope, weight_max DESC, diver_id) WHERE scope % 4 >= 2;
--> statement-breakpoint
CREATE INDEX board_totals_total_weight ON board_totals (scope, weight_sum_e4 DESC, diver_id) WHERE scope % 4 >= 2;
--> statement-breakpoint
CREATE INDEX board_totals_catch_count ON board_totals (scope, n DESC, diver_id) WHERE scope % 4 >= 2;
--> statement-breakpoint
CREATE INDEX board_totals_deepest ON board_totals (scope, depth_max DESC, diver_id) WHERE scope % 4 >= 2;
