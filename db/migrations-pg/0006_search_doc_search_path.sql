-- The catches_search index calls catch_search_doc(), which calls catchd_search_key() by its
-- bare name. Autovacuum, vacuumdb and pg_restore evaluate index expressions with an empty
-- search_path, where that name is not found: every automatic vacuum and analyze of catches
-- failed, and a pg_dump could not be restored. The function now carries the search_path it
-- was created with (a function with a SET clause is no longer inlined; queries and the
-- index then both call it, and still match).
ALTER FUNCTION catch_search_doc(text, text) SET search_path FROM CURRENT;
