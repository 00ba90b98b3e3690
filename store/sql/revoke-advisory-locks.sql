-- Run once per database as a superuser (the schema's owner cannot): takes
-- the advisory-lock functions from PUBLIC and gives them to the schema's
-- owner only (`wortwert-admin publish` takes one so publishes run one at a
-- time; the service takes none), so the service's role cannot take
-- advisory locks.
--   psql "$SUPERUSER_URL" -v owner=wortwert_admin -f store/sql/revoke-advisory-locks.sql
SELECT set_config('wortwert.owner', :'owner', false);
DO $$
DECLARE
    f regprocedure;
BEGIN
    FOR f IN
        SELECT p.oid::regprocedure FROM pg_proc p
        WHERE p.pronamespace = 'pg_catalog'::regnamespace
          AND p.proname LIKE 'pg%advisory%'
    LOOP
        EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f);
        EXECUTE format('GRANT EXECUTE ON FUNCTION %s TO %I', f,
                       current_setting('wortwert.owner'));
    END LOOP;
END
$$;
