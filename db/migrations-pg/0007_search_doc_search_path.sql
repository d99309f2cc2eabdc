-- The catches_search index calls catch_search_doc(), which called catchd_search_key() by its
-- bare name. Autovacuum, vacuumdb and pg_restore evaluate index expressions with an empty
-- search_path, where that name is not found: every automatic vacuum and analyze of catches
-- failed, and a pg_dump could not be restored. The call now names the schema the function
-- is in. (Not a SET search_path clause: a function with one is no longer inlined, and a
-- search that filters catches row by row calls it for every row.)
DO $$
BEGIN
  EXECUTE format($sql$
    CREATE OR REPLACE FUNCTION catch_search_doc(notes text, location_name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $body$
      SELECT to_tsvector('simple'::regconfig, %I.catchd_search_key(coalesce(notes, '') || ' ' || coalesce(location_name, '')))
    $body$
  $sql$, current_schema());
END $$;
