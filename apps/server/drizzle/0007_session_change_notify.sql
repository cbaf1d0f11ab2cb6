-- Live progress streams (GET /api/sessions/:id/events) are pushed on change: every change a stream would show
-- notifies the channel with the session id, whichever process (API or a separate worker) made it.
CREATE OR REPLACE FUNCTION cuecoach_notify_session_change() RETURNS trigger AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM pg_notify('cuecoach_session_change', OLD.id::text);
		RETURN OLD;
	END IF;
	IF (OLD.status, OLD.feedback_state, OLD.progress_step, OLD.progress_percent, OLD.error_code, OLD.error_message, OLD.updated_at)
		IS DISTINCT FROM (NEW.status, NEW.feedback_state, NEW.progress_step, NEW.progress_percent, NEW.error_code, NEW.error_message, NEW.updated_at) THEN
		PERFORM pg_notify('cuecoach_session_change', NEW.id::text);
	END IF;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
	FOR EACH ROW EXECUTE FUNCTION cuecoach_notify_session_change();
