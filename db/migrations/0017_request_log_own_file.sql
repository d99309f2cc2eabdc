-- The request log moves to a file of its own beside the database (catchd.request-log.db,
-- src/modules/request-log/storage.ts): its writes no longer move the database's version that
-- the answer caches are keyed on. Its rows here are dropped, not moved: the log is a debugging
-- aid kept CATCHD_REQUEST_LOG_DAYS, and it fills again with the next requests.
DROP TABLE `request_log`;
