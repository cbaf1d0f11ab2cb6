-- The sessions list is kept per process until something of the owner's changes (sessions/list-cache.ts): every
-- insert, update and delete of a session notifies the channel with its owner's id, whichever process made it.
-- Unconditional on purpose: a condition listing "the columns the list shows" would go stale the day a column is
-- added to the list. PostgreSQL folds identical payloads of one transaction into one notification.
CREATE OR REPLACE FUNCTION cuecoach_notify_session_owner() RETURNS trigger AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('cuecoach_session_owner', OLD.user_id::text);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('cuecoach_session_owner', NEW.user_id::text);
	END IF;
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_owner AFTER INSERT OR UPDATE OR DELETE ON sessions
	FOR EACH ROW EXECUTE FUNCTION cuecoach_notify_session_owner();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: it tells every process to forget every list ('*').
CREATE OR REPLACE FUNCTION cuecoach_notify_sessions_truncated() RETURNS trigger AS $$
BEGIN
	PERFORM pg_notify('cuecoach_session_owner', '*');
	RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
	FOR EACH STATEMENT EXECUTE FUNCTION cuecoach_notify_sessions_truncated();
