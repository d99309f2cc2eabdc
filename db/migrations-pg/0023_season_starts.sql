-- Hand-written, after drizzle-kit's table: a catch's season is the club's (contract §7a), not
-- the UTC year of caught_at: as the SQLite migration of the same name. catchd_season() looks a
-- time's season up in `seasons` (1899 to 2199), which holds 1 January UTC of each year until the
-- club's season_start or time zone is changed (then src/identity/seasons.ts writes it again and
-- recounts the boards in the same transaction). Functions reading it are STABLE, not IMMUTABLE.
CREATE TABLE "seasons" (
	"year" integer PRIMARY KEY NOT NULL,
	"starts_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_starts_at" ON "seasons" USING btree ("starts_at");
--> statement-breakpoint
INSERT INTO seasons (year, starts_at) SELECT v, extract(epoch FROM make_date(v, 1, 1))::bigint FROM generate_series(1899, 2199) AS v;
--> statement-breakpoint
CREATE FUNCTION catchd_season(t bigint) RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT year FROM seasons WHERE starts_at <= t ORDER BY starts_at DESC LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_scopes(c catches) RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT (((sp.v::bigint * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v
  FROM (VALUES (0), (c.species_pk)) AS sp (v),
    (VALUES (0), (catchd_season(c.caught_at))) AS se (v),
    (VALUES (0), (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END)) AS dt (v),
    (SELECT 0 UNION ALL SELECT coalesce(catchd_gear_code(c.gear), 4) WHERE c.gear IS NOT NULL) AS ge (v),
    (VALUES (0), (1), (2), (3)) AS mt (v)
  WHERE mt.v <= c.tier AND (sp.v = 0 OR dt.v + ge.v = 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_scopes_of(species_pk integer, caught_at bigint, dive_type text, gear text, tier integer)
RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT (((sp.v::bigint * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v
  FROM (VALUES (0), (species_pk)) AS sp (v),
    (VALUES (0), (catchd_season(caught_at))) AS se (v),
    (VALUES (0), (CASE dive_type WHEN 'freedive' THEN 1 ELSE 2 END)) AS dt (v),
    (SELECT 0 UNION ALL SELECT coalesce(catchd_gear_code(gear), 4) WHERE gear IS NOT NULL) AS ge (v),
    (VALUES (0), (1), (2), (3)) AS mt (v)
  WHERE mt.v <= tier AND (sp.v = 0 OR dt.v + ge.v = 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION board_remove(c catches) RETURNS void LANGUAGE sql AS $$
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - board_weight_e4(c.weight_lbs)
    WHERE diver_id = c.diver_id AND scope IN (SELECT board_scopes(c));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = c.diver_id AND scope IN (SELECT board_scopes(c));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals b SET (weight_max, depth_max) = (SELECT max(o.weight_lbs), max(o.depth_ft) FROM catches o
      WHERE o.diver_id = b.diver_id
        AND (b.scope / 600000 = 0 OR o.species_pk = b.scope / 600000)
        AND (b.scope / 60 % 10000 = 0 OR (o.caught_at >= (SELECT starts_at FROM seasons WHERE year = b.scope / 60 % 10000) AND o.caught_at < (SELECT starts_at FROM seasons WHERE year = b.scope / 60 % 10000 + 1)))
        AND (b.scope / 20 % 3 = 0 OR (CASE o.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = b.scope / 20 % 3)
        AND (b.scope / 4 % 5 = 0 OR catchd_gear_code(o.gear) = b.scope / 4 % 5)
        AND o.tier >= b.scope % 4)
    WHERE (b.weight_max = c.weight_lbs OR b.depth_max = c.depth_ft) AND b.diver_id = c.diver_id
      AND b.scope IN (SELECT board_scopes(c));
$$;
--> statement-breakpoint
DROP FUNCTION catchd_utc_year(bigint);
--> statement-breakpoint
-- Catches stored before catches took a zone: the diver's, else the club's (as stored; a zone
-- only pinned by CATCHD_TIME_ZONE is not in the database), else UTC.
UPDATE catches SET time_zone = coalesce((SELECT u.time_zone FROM users u WHERE u.id = catches.diver_id),
  (SELECT s.value FROM site_settings s WHERE s.name = 'club.time_zone'), 'UTC') WHERE time_zone IS NULL;
