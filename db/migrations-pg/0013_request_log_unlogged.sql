-- The request log, a debugging aid written in batches, skips the WAL: cheaper writes, and no
-- standby copy. A crash of the server empties it; a clean stop keeps it. Its rows stay.
ALTER TABLE "request_log" SET UNLOGGED;
