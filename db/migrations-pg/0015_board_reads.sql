CREATE INDEX "catches_diver_depth" ON "catches" USING btree ("diver_id","depth_ft");--> statement-breakpoint
-- Hand-written: reads of boards and list pages are index-only scans, which read the table
-- for every row on a page not yet marked all-visible, and only VACUUM marks pages so. The
-- defaults vacuum a table once a fifth of it changed: board_totals (~4 rows per catch, the
-- fold updates them without end) then stayed half unmarked, and a board's total read from
-- the table a third of its rows (1M catches: 4.2 ms, 2.1 ms after a vacuum). Autovacuum
-- still visits a table at most once per autovacuum_naptime (a minute).
ALTER TABLE board_totals SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE catches SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
