-- ADR 0043: every change to a row the per-instance caches of sessions, users and taxpayers hold is
-- announced on the channel citytax_auth_changes, in the transaction that makes it, so PostgreSQL
-- sends it to every listening instance when (and only if) it commits. A trigger, not the routes:
-- no write, however made (a route, a migration, an operator's SQL), can miss it. Payloads are ids:
-- 'u:<user id>' (the user's sessions), 't:<taxpayer id>', '*' (a truncate: everything).
CREATE FUNCTION citytax_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('citytax_auth_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('citytax_auth_changes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('citytax_auth_changes', 'u:' || OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION citytax_notify_taxpayer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('citytax_auth_changes', '*');
  ELSE
    PERFORM pg_notify('citytax_auth_changes', 't:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION citytax_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION citytax_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION citytax_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION citytax_notify_user_change();
--> statement-breakpoint
CREATE TRIGGER taxpayers_notify_change AFTER UPDATE OR DELETE ON taxpayers
  FOR EACH ROW EXECUTE FUNCTION citytax_notify_taxpayer_change();
--> statement-breakpoint
CREATE TRIGGER taxpayers_notify_truncate AFTER TRUNCATE ON taxpayers
  FOR EACH STATEMENT EXECUTE FUNCTION citytax_notify_taxpayer_change();
