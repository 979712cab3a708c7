-- ADR 0043: the city table (names, rates, credit factors) is cached per instance too; any change to
-- it is announced on the channel of migration 0014 as 'c', sent when the change commits.
CREATE FUNCTION citytax_notify_city_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('citytax_auth_changes', 'c');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cities_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION citytax_notify_city_change();
