-- Hand-written: how many divers each materialized board ranks (board_totals' rows of a
-- scope), so that a board's total is one row instead of a count of every diver of the scope
-- (5,000 divers: ~2 ms, most of a board read right after a write, which no cache answers).
-- Kept by statement triggers from the rows each statement inserted or deleted: the fold (a
-- diver's first catch in a scope), a folded catch deleted or changed, a diver removed. A
-- bulk recount sets the triggers aside and counts again (src/db/postgres-derived.ts).
-- A board that loses its last diver keeps a row of 0.
CREATE TABLE board_sizes (scope bigint PRIMARY KEY, divers integer NOT NULL);
--> statement-breakpoint
INSERT INTO board_sizes (scope, divers) SELECT scope, count(*) FROM board_totals GROUP BY scope;
--> statement-breakpoint
CREATE FUNCTION board_sizes_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_sizes AS s (scope, divers) SELECT scope, count(*) FROM added GROUP BY scope ORDER BY scope
    ON CONFLICT (scope) DO UPDATE SET divers = s.divers + excluded.divers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION board_sizes_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE board_sizes s SET divers = s.divers - r.n FROM (SELECT scope, count(*) AS n FROM removed GROUP BY scope) r
    WHERE s.scope = r.scope;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER board_sizes_insert AFTER INSERT ON board_totals REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION board_sizes_add();
--> statement-breakpoint
CREATE TRIGGER board_sizes_delete AFTER DELETE ON board_totals REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION board_sizes_remove();
--> statement-breakpoint
-- Boards with min_tier unverified or bronze are read in value order too, as the others: a
-- page was every diver of the scope sorted (5,000 divers: ~2.5 ms when the fold has just
-- rewritten their rows, the page read right after a write). Their rows change with nearly
-- every catch, which on SQLite (in the write's own transaction) kept them out of value
-- indexes; here the fold keeps these indexes in the background. With sizes above and these,
-- board_totals_low_tiers (the scope's rows by diver) has no reader left.
CREATE INDEX board_totals_low_heaviest ON board_totals (scope, weight_max DESC, diver_id) WHERE scope % 4 < 2;
--> statement-breakpoint
CREATE INDEX board_totals_low_total_weight ON board_totals (scope, weight_sum_e4 DESC, diver_id) WHERE scope % 4 < 2;
--> statement-breakpoint
CREATE INDEX board_totals_low_catch_count ON board_totals (scope, n DESC, diver_id) WHERE scope % 4 < 2;
--> statement-breakpoint
CREATE INDEX board_totals_low_deepest ON board_totals (scope, depth_max DESC, diver_id) WHERE scope % 4 < 2;
--> statement-breakpoint
DROP INDEX board_totals_low_tiers;
