-- Hand-written, after drizzle-kit's tables: the chart totals of stats/totals.ts, sandbox
-- catches left out. Each catch counts in one row of each table: its (UTC month, species), its
-- (month, diver), its (month, whole pounds) and its (species, whole pounds);
-- catch_month_diver_counts counts a month's (month, diver) rows. As the counters
-- (0014_catch_deltas), they are added to by the fold of catch_deltas (postgres-derived.ts),
-- and readers add the pending deltas (the *_live views); a catch already folded that is
-- deleted or changed is taken out here, in catch_derived_upkeep.
CREATE TABLE "catch_month_diver_counts" (
	"month_start" bigint PRIMARY KEY NOT NULL,
	"divers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catch_month_divers" (
	"month_start" bigint NOT NULL,
	"diver_id" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catch_month_divers_month_start_diver_id_pk" PRIMARY KEY("month_start","diver_id")
);
--> statement-breakpoint
CREATE TABLE "catch_month_species_totals" (
	"month_start" bigint NOT NULL,
	"species_pk" integer NOT NULL,
	"n" integer NOT NULL,
	"weight_sum_e4" bigint NOT NULL,
	"weight_min" double precision NOT NULL,
	"weight_max" double precision NOT NULL,
	"depth_max" double precision NOT NULL,
	CONSTRAINT "catch_month_species_totals_month_start_species_pk_pk" PRIMARY KEY("month_start","species_pk")
);
--> statement-breakpoint
CREATE TABLE "catch_month_weights" (
	"month_start" bigint NOT NULL,
	"weight_lb" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catch_month_weights_month_start_weight_lb_pk" PRIMARY KEY("month_start","weight_lb")
);
--> statement-breakpoint
CREATE TABLE "catch_species_weights" (
	"species_pk" integer NOT NULL,
	"weight_lb" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catch_species_weights_species_pk_weight_lb_pk" PRIMARY KEY("species_pk","weight_lb")
);
--> statement-breakpoint
-- The first second of the UTC month of `t` (unix seconds).
CREATE FUNCTION catchd_utc_month_start(t bigint) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT extract(epoch FROM date_trunc('month', timestamp '1970-01-01' + t * interval '1 second'))::bigint
$$;
--> statement-breakpoint
-- A folded catch out of the totals. A minimum or maximum cannot be un-added: where the catch
-- held one, the month's other folded catches of the species are asked (not this catch, whose
-- row may already hold its new values, nor pending ones, which readers add themselves). None
-- left while the count is above 0: the statement deleted them all, and their own calls, still
-- to come, take the row away; until then it keeps its values.
CREATE FUNCTION catch_month_totals_remove(c catches) RETURNS void LANGUAGE sql AS $$
  UPDATE catch_month_species_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - board_weight_e4(c.weight_lbs)
    WHERE month_start = catchd_utc_month_start(c.caught_at) AND species_pk = c.species_pk;
  DELETE FROM catch_month_species_totals WHERE n = 0 AND month_start = catchd_utc_month_start(c.caught_at) AND species_pk = c.species_pk;
  UPDATE catch_month_species_totals t SET
    weight_min = coalesce((SELECT min(o.weight_lbs) FROM catches o
      WHERE o.species_pk = t.species_pk AND o.caught_at >= t.month_start AND o.caught_at < catchd_utc_month_start(t.month_start + 32 * 86400)
        AND o.sandbox = 0 AND o.pk <> c.pk AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = o.pk)), t.weight_min),
    weight_max = coalesce((SELECT max(o.weight_lbs) FROM catches o
      WHERE o.species_pk = t.species_pk AND o.caught_at >= t.month_start AND o.caught_at < catchd_utc_month_start(t.month_start + 32 * 86400)
        AND o.sandbox = 0 AND o.pk <> c.pk AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = o.pk)), t.weight_max),
    depth_max = coalesce((SELECT max(o.depth_ft) FROM catches o
      WHERE o.species_pk = t.species_pk AND o.caught_at >= t.month_start AND o.caught_at < catchd_utc_month_start(t.month_start + 32 * 86400)
        AND o.sandbox = 0 AND o.pk <> c.pk AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = o.pk)), t.depth_max)
    WHERE t.month_start = catchd_utc_month_start(c.caught_at) AND t.species_pk = c.species_pk
      AND (t.weight_min = c.weight_lbs OR t.weight_max = c.weight_lbs OR t.depth_max = c.depth_ft);
  UPDATE catch_month_divers SET n = n - 1 WHERE month_start = catchd_utc_month_start(c.caught_at) AND diver_id = c.diver_id;
  DELETE FROM catch_month_divers WHERE n = 0 AND month_start = catchd_utc_month_start(c.caught_at) AND diver_id = c.diver_id;
  UPDATE catch_month_diver_counts SET divers = divers - 1 WHERE month_start = catchd_utc_month_start(c.caught_at)
    AND NOT EXISTS (SELECT 1 FROM catch_month_divers WHERE month_start = catchd_utc_month_start(c.caught_at) AND diver_id = c.diver_id);
  DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start = catchd_utc_month_start(c.caught_at);
  UPDATE catch_month_weights SET n = n - 1 WHERE month_start = catchd_utc_month_start(c.caught_at) AND weight_lb = floor(c.weight_lbs)::integer;
  DELETE FROM catch_month_weights WHERE n = 0 AND month_start = catchd_utc_month_start(c.caught_at) AND weight_lb = floor(c.weight_lbs)::integer;
  UPDATE catch_species_weights SET n = n - 1 WHERE species_pk = c.species_pk AND weight_lb = floor(c.weight_lbs)::integer;
  DELETE FROM catch_species_weights WHERE n = 0 AND species_pk = c.species_pk AND weight_lb = floor(c.weight_lbs)::integer;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catch_derived_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF old.sandbox = 0 THEN
      DELETE FROM catch_deltas WHERE catch_pk = old.pk;
      IF NOT FOUND THEN
        PERFORM catch_counts_add(old, -1);
        PERFORM board_remove(old);
        PERFORM catch_month_totals_remove(old);
      END IF;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF new.sandbox = 0 THEN
      INSERT INTO catch_deltas (catch_pk, diver_id, species_pk, tier, dive_type, gear, caught_at, weight_lbs, depth_ft)
        VALUES (new.pk, new.diver_id, new.species_pk, new.tier, new.dive_type, new.gear, new.caught_at, new.weight_lbs, new.depth_ft);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The totals as readers sum them: folded rows plus one per pending catch.
-- The pending catches as rows of the table, apart: a reader may group each part on its own.
CREATE VIEW catch_month_species_totals_pending AS
  SELECT catchd_utc_month_start(caught_at) AS month_start, species_pk, 1 AS n, board_weight_e4(weight_lbs) AS weight_sum_e4,
    weight_lbs AS weight_min, weight_lbs AS weight_max, depth_ft AS depth_max FROM catch_deltas;
--> statement-breakpoint
CREATE VIEW catch_month_species_totals_live AS
  SELECT month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max FROM catch_month_species_totals
  UNION ALL SELECT month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max FROM catch_month_species_totals_pending;
--> statement-breakpoint
CREATE VIEW catch_month_divers_live AS
  SELECT month_start, diver_id, n FROM catch_month_divers
  UNION ALL SELECT catchd_utc_month_start(caught_at), diver_id, 1 FROM catch_deltas;
--> statement-breakpoint
-- A pending catch adds its (month, diver) where no folded row has it yet.
CREATE VIEW catch_month_diver_counts_live AS
  SELECT month_start, divers FROM catch_month_diver_counts
  UNION ALL SELECT p.month_start, count(*)::integer FROM (SELECT DISTINCT catchd_utc_month_start(caught_at) AS month_start, diver_id FROM catch_deltas) p
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers m WHERE m.month_start = p.month_start AND m.diver_id = p.diver_id)
    GROUP BY p.month_start;
--> statement-breakpoint
CREATE VIEW catch_month_weights_live AS
  SELECT month_start, weight_lb, n FROM catch_month_weights
  UNION ALL SELECT catchd_utc_month_start(caught_at), floor(weight_lbs)::integer, 1 FROM catch_deltas;
--> statement-breakpoint
CREATE VIEW catch_species_weights_live AS
  SELECT species_pk, weight_lb, n FROM catch_species_weights
  UNION ALL SELECT species_pk, floor(weight_lbs)::integer, 1 FROM catch_deltas;
--> statement-breakpoint
INSERT INTO catch_month_species_totals (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
  SELECT catchd_utc_month_start(c.caught_at), c.species_pk, count(*), sum(board_weight_e4(c.weight_lbs)), min(c.weight_lbs), max(c.weight_lbs), max(c.depth_ft)
  FROM catches c WHERE c.sandbox = 0 AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = c.pk) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_month_divers (month_start, diver_id, n)
  SELECT catchd_utc_month_start(c.caught_at), c.diver_id, count(*) FROM catches c
  WHERE c.sandbox = 0 AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = c.pk) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_month_diver_counts (month_start, divers) SELECT month_start, count(*) FROM catch_month_divers GROUP BY 1;
--> statement-breakpoint
INSERT INTO catch_month_weights (month_start, weight_lb, n)
  SELECT catchd_utc_month_start(c.caught_at), floor(c.weight_lbs)::integer, count(*) FROM catches c
  WHERE c.sandbox = 0 AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = c.pk) GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO catch_species_weights (species_pk, weight_lb, n)
  SELECT c.species_pk, floor(c.weight_lbs)::integer, count(*) FROM catches c
  WHERE c.sandbox = 0 AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = c.pk) GROUP BY 1, 2;
