-- Hand-written: what drizzle's schema language cannot say, the PostgreSQL counterpart of the
-- SQLite migrations 0001-0005 (FTS5 tables, counter, board and version triggers). Every
-- trigger runs in the transaction of the write that fires it, as on SQLite.

-- What lookups compare: lower case, accents stripped (src/lib/text.ts searchKey, in SQL).
-- Needs a UTF8 database (normalize), as `initdb -E UTF8` makes by default.
CREATE FUNCTION catchd_search_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(normalize(coalesce(value, ''), NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'))
$$;
--> statement-breakpoint
-- Full-text search over catch notes and location names: an expression index, no copy of
-- the text. Words as FTS5's unicode61 tokenizer sees them: no stemming, no stop words.
CREATE FUNCTION catch_search_doc(notes text, location_name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple'::regconfig, catchd_search_key(coalesce(notes, '') || ' ' || coalesce(location_name, '')))
$$;
--> statement-breakpoint
CREATE INDEX catches_search ON catches USING gin (catch_search_doc(notes, location_name));
--> statement-breakpoint
-- Species search: the scientific name and every common name in every language, one row
-- per species, rebuilt by triggers whenever a name changes.
CREATE TABLE species_search (
  species_pk integer PRIMARY KEY REFERENCES species (pk) ON DELETE CASCADE,
  doc tsvector NOT NULL
);
--> statement-breakpoint
CREATE INDEX species_search_doc ON species_search USING gin (doc);
--> statement-breakpoint
CREATE FUNCTION species_search_refresh(species integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO species_search (species_pk, doc)
    SELECT s.pk, to_tsvector('simple'::regconfig, catchd_search_key(s.scientific_name || ' '
      || coalesce((SELECT string_agg(n.name, ' ') FROM species_names n WHERE n.species_pk = s.pk), '')))
    FROM species s WHERE s.pk = species
  ON CONFLICT (species_pk) DO UPDATE SET doc = excluded.doc
$$;
--> statement-breakpoint
CREATE FUNCTION species_search_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'species' THEN
    PERFORM species_search_refresh(new.pk);
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM species_search_refresh(old.species_pk); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM species_search_refresh(new.species_pk); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_search_species AFTER INSERT OR UPDATE OF scientific_name ON species
  FOR EACH ROW EXECUTE FUNCTION species_search_upkeep();
--> statement-breakpoint
CREATE TRIGGER species_search_names AFTER INSERT OR UPDATE OR DELETE ON species_names
  FOR EACH ROW EXECUTE FUNCTION species_search_upkeep();
--> statement-breakpoint

-- Exact totals: counters per (species|diver|everything) x tier x dive type.
CREATE FUNCTION catch_counts_add(c catches, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catch_counts_by_species AS t (species_pk, tier, dive_type, n) VALUES (c.species_pk, c.tier, c.dive_type, delta)
    ON CONFLICT (species_pk, tier, dive_type) DO UPDATE SET n = t.n + delta;
  INSERT INTO catch_counts_by_diver AS t (diver_id, tier, dive_type, n) VALUES (c.diver_id, c.tier, c.dive_type, delta)
    ON CONFLICT (diver_id, tier, dive_type) DO UPDATE SET n = t.n + delta;
  INSERT INTO catch_counts_total AS t (tier, dive_type, n) VALUES (c.tier, c.dive_type, delta)
    ON CONFLICT (tier, dive_type) DO UPDATE SET n = t.n + delta;
$$;
--> statement-breakpoint
CREATE FUNCTION catch_counts_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM catch_counts_add(old, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM catch_counts_add(new, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catches_counts AFTER INSERT OR DELETE OR UPDATE OF species_pk, diver_id, tier, dive_type ON catches
  FOR EACH ROW EXECUTE FUNCTION catch_counts_upkeep();
--> statement-breakpoint

-- Generation numbers for in-process caches of small, rarely changing lookups (diver
-- display names; species): readers compare one integer instead of joining per row.
CREATE TABLE cache_versions (name text PRIMARY KEY, version bigint NOT NULL);
--> statement-breakpoint
INSERT INTO cache_versions (name, version) VALUES ('users', 1);
--> statement-breakpoint
CREATE FUNCTION cache_users_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE name = 'users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cache_users AFTER UPDATE OF display_name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION cache_users_bump();
--> statement-breakpoint
CREATE TABLE species_catalog_version (
  id integer PRIMARY KEY CHECK (id = 1),
  species bigint NOT NULL,
  catch_counts bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO species_catalog_version (id, species, catch_counts) VALUES (1, 0, 0);
--> statement-breakpoint
CREATE FUNCTION species_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'catch_counts_by_species' THEN
    UPDATE species_catalog_version SET catch_counts = catch_counts + 1 WHERE id = 1;
  ELSE
    UPDATE species_catalog_version SET species = species + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_version AFTER INSERT OR UPDATE OR DELETE ON species
  FOR EACH STATEMENT EXECUTE FUNCTION species_version_bump();
--> statement-breakpoint
CREATE TRIGGER species_names_version AFTER INSERT OR UPDATE OR DELETE ON species_names
  FOR EACH STATEMENT EXECUTE FUNCTION species_version_bump();
--> statement-breakpoint
CREATE TRIGGER species_reference_records_version AFTER INSERT OR UPDATE OR DELETE ON species_reference_records
  FOR EACH STATEMENT EXECUTE FUNCTION species_version_bump();
--> statement-breakpoint
CREATE TRIGGER catch_counts_by_species_version AFTER INSERT OR UPDATE OR DELETE ON catch_counts_by_species
  FOR EACH STATEMENT EXECUTE FUNCTION species_version_bump();
--> statement-breakpoint

-- Delivery attempts are a log: never rewritten (rows go only with their delivery).
CREATE FUNCTION webhook_attempts_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'webhook_attempts is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER webhook_attempts_append_only BEFORE UPDATE ON webhook_attempts
  FOR EACH ROW EXECUTE FUNCTION webhook_attempts_refuse_update();
--> statement-breakpoint

-- Leaderboards: one row per diver per board scope, as on SQLite (0002_ladder_boards.sql
-- explains the packed scope key and which scopes are kept; scopeKey() in
-- src/modules/leaderboards/service.ts computes the same numbers).
CREATE TABLE board_totals (
  scope bigint NOT NULL,
  diver_id text NOT NULL,
  n integer NOT NULL,
  weight_sum_e4 bigint NOT NULL,
  weight_max double precision NOT NULL,
  depth_max double precision NOT NULL,
  PRIMARY KEY (diver_id, scope)
);
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
--> statement-breakpoint
-- The UTC year of a unix time, as SQLite's strftime('%Y', t, 'unixepoch').
CREATE FUNCTION catchd_utc_year(t bigint) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT extract(year FROM timestamp '1970-01-01' + t * interval '1 second')::integer
$$;
--> statement-breakpoint
CREATE FUNCTION catchd_gear_code(gear text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 WHEN 'other' THEN 4 END
$$;
--> statement-breakpoint
-- The scopes a catch counts in: each flag picks "this catch's value" or "all".
CREATE FUNCTION board_scopes(c catches) RETURNS SETOF bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (((sp.v::bigint * 10000 + se.v) * 3 + dt.v) * 5 + ge.v) * 4 + mt.v
  FROM (VALUES (0), (c.species_pk)) AS sp (v),
    (VALUES (0), (catchd_utc_year(c.caught_at))) AS se (v),
    (VALUES (0), (CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END)) AS dt (v),
    (SELECT 0 UNION ALL SELECT coalesce(catchd_gear_code(c.gear), 4) WHERE c.gear IS NOT NULL) AS ge (v),
    (VALUES (0), (1), (2), (3)) AS mt (v)
  WHERE mt.v <= c.tier AND (sp.v = 0 OR dt.v + ge.v = 0)
$$;
--> statement-breakpoint
-- round() of a double rounds halves to even on PostgreSQL; numeric rounds them away from
-- zero, as SQLite does.
CREATE FUNCTION board_weight_e4(weight double precision) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(weight::numeric * 10000)::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION board_remove(c catches) RETURNS void LANGUAGE sql AS $$
  UPDATE board_totals SET n = n - 1, weight_sum_e4 = weight_sum_e4 - board_weight_e4(c.weight_lbs)
    WHERE diver_id = c.diver_id AND scope IN (SELECT board_scopes(c));
  DELETE FROM board_totals WHERE n = 0 AND diver_id = c.diver_id AND scope IN (SELECT board_scopes(c));
  -- A maximum cannot be un-added: where the removed catch held it, ask the diver's other catches.
  UPDATE board_totals b SET (weight_max, depth_max) = (SELECT max(o.weight_lbs), max(o.depth_ft) FROM catches o
      WHERE o.diver_id = b.diver_id
        AND (b.scope / 600000 = 0 OR o.species_pk = b.scope / 600000)
        AND (b.scope / 60 % 10000 = 0 OR catchd_utc_year(o.caught_at) = b.scope / 60 % 10000)
        AND (b.scope / 20 % 3 = 0 OR (CASE o.dive_type WHEN 'freedive' THEN 1 ELSE 2 END) = b.scope / 20 % 3)
        AND (b.scope / 4 % 5 = 0 OR catchd_gear_code(o.gear) = b.scope / 4 % 5)
        AND o.tier >= b.scope % 4)
    WHERE (b.weight_max = c.weight_lbs OR b.depth_max = c.depth_ft) AND b.diver_id = c.diver_id
      AND b.scope IN (SELECT board_scopes(c));
$$;
--> statement-breakpoint
CREATE FUNCTION board_add(c catches) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_totals AS b (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
    SELECT s, c.diver_id, 1, board_weight_e4(c.weight_lbs), c.weight_lbs, c.depth_ft FROM board_scopes(c) AS s
  ON CONFLICT (diver_id, scope) DO UPDATE SET n = b.n + 1, weight_sum_e4 = b.weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = greatest(b.weight_max, excluded.weight_max), depth_max = greatest(b.depth_max, excluded.depth_max);
$$;
--> statement-breakpoint
CREATE FUNCTION board_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM board_remove(old); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM board_add(new); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catches_board AFTER INSERT OR DELETE
  OR UPDATE OF diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at ON catches
  FOR EACH ROW EXECUTE FUNCTION board_upkeep();
