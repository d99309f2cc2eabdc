-- Delivery attempts are a log: never rewritten (rows go only with their delivery).
CREATE TRIGGER webhook_attempts_append_only BEFORE UPDATE ON webhook_attempts
BEGIN
  SELECT RAISE(ABORT, 'webhook_attempts is append-only');
END;
