-- Hand-written: creates no longer update rows that every other create updates too. Until now
-- each new catch added itself to the counter rows of its species, its diver and the totals,
-- and to ~20 board_totals rows of its diver, in its own transaction: concurrent creates
-- queued on those rows (or, SERIALIZABLE, aborted each other). Now a new or changed catch is
-- appended to catch_deltas (one row of its own, keyed by the catch), and a background fold
-- (src/db/postgres-derived.ts foldCatchDeltasSql) moves the deltas into the counters and
-- board_totals in batches. Readers add the pending deltas to what is folded (the *_live views
-- below; leaderboards/service.ts for boards), so every committed catch counts at once.
-- A delete (or the old side of an update) of a catch whose delta is still pending just drops
-- the delta; one already folded is taken out of the counters and boards as before.
-- The table is a queue, vacuumed often: vacuum never truncates it, which would take a lock
-- that every create waits for.
CREATE TABLE catch_deltas (
  catch_pk integer PRIMARY KEY,
  diver_id text NOT NULL,
  species_pk integer NOT NULL,
  tier integer NOT NULL,
  dive_type text NOT NULL,
  gear text,
  caught_at bigint NOT NULL,
  weight_lbs double precision NOT NULL,
  depth_ft double precision NOT NULL
) WITH (vacuum_truncate = false);
--> statement-breakpoint
-- The counters as readers sum them: folded counts plus one per pending catch.
CREATE VIEW catch_counts_by_species_live AS
  SELECT species_pk, tier, dive_type, n FROM catch_counts_by_species
  UNION ALL SELECT species_pk, tier, dive_type, 1 FROM catch_deltas;
--> statement-breakpoint
CREATE VIEW catch_counts_by_diver_live AS
  SELECT diver_id, tier, dive_type, n FROM catch_counts_by_diver
  UNION ALL SELECT diver_id, tier, dive_type, 1 FROM catch_deltas;
--> statement-breakpoint
CREATE VIEW catch_counts_total_live AS
  SELECT tier, dive_type, n FROM catch_counts_total
  UNION ALL SELECT tier, dive_type, 1 FROM catch_deltas;
--> statement-breakpoint
-- board_scopes() of the columns alone, so that a fold (whose rows are catch_deltas, not
-- catches) and a bulk load compute the same scopes.
CREATE FUNCTION board_scopes_of(species_pk integer, caught_at bigint, dive_type text, gear text, tier integer)
RETURNS SETOF bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (((sp.v::bigint * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v
  FROM (VALUES (0), (species_pk)) AS sp (v),
    (VALUES (0), (catchd_utc_year(caught_at))) AS se (v),
    (VALUES (0), (CASE dive_type WHEN 'freedive' THEN 1 ELSE 2 END)) AS dt (v),
    (SELECT 0 UNION ALL SELECT coalesce(catchd_gear_code(gear), 4) WHERE gear IS NOT NULL) AS ge (v),
    (VALUES (0), (1), (2), (3)) AS mt (v)
  WHERE mt.v <= tier AND (sp.v = 0 OR dt.v + ge.v = 0)
$$;
--> statement-breakpoint
CREATE FUNCTION catch_derived_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM catch_deltas WHERE catch_pk = old.pk;
    IF NOT FOUND THEN
      PERFORM catch_counts_add(old, -1);
      PERFORM board_remove(old);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO catch_deltas (catch_pk, diver_id, species_pk, tier, dive_type, gear, caught_at, weight_lbs, depth_ft)
      VALUES (new.pk, new.diver_id, new.species_pk, new.tier, new.dive_type, new.gear, new.caught_at, new.weight_lbs, new.depth_ft);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER catches_counts ON catches;
--> statement-breakpoint
DROP TRIGGER catches_board ON catches;
--> statement-breakpoint
CREATE TRIGGER catches_derived AFTER INSERT OR DELETE
  OR UPDATE OF diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at ON catches
  FOR EACH ROW EXECUTE FUNCTION catch_derived_upkeep();
