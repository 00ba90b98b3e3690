-- Privileges of the service's database role: it reads published versions
-- and the API keys, so it gets SELECT, and it inserts the revisions of
-- front ends' house word lists (`PUT /v1/house-lists/{name}`; a revision
-- never changes, a trigger refuses updates and deletes): no other privilege.
--
-- Run as the owner of the schema, after `wortwert-admin migrate` (and again
-- after later migrations, which may add tables; `wortwert-admin migrate
-- --grant-service-role ROLE` does both):
--   psql "$URL" -v role=wortwert_app -f store/sql/grants.sql
-- or
--   wortwert-admin grant-service-role wortwert_app [--create]
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM :"role";
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM :"role";
GRANT USAGE ON SCHEMA public TO :"role";
GRANT SELECT ON ALL TABLES IN SCHEMA public TO :"role";
GRANT INSERT ON house_lists TO :"role";

-- No temporary tables: PostgreSQL gives TEMPORARY on every database to
-- PUBLIC. Take it from PUBLIC (and from the role, in case it was given by
-- hand) and give it back to the schema's owner, who runs this and whose
-- `publish` uses one. (Needs the database's owner; for anyone else these
-- are warnings, not errors.)
SELECT set_config('wortwert.service_role', :'role', false);
DO $$
BEGIN
    EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
    EXECUTE format('REVOKE TEMPORARY ON DATABASE %I FROM %I', current_database(),
                   current_setting('wortwert.service_role'));
    EXECUTE format('GRANT TEMPORARY ON DATABASE %I TO %I', current_database(), current_user);
END
$$;
-- Advisory locks are functions PUBLIC may execute; only a superuser can
-- take that away: store/sql/revoke-advisory-locks.sql (the service needs
-- none; `publish` takes one, so the owner keeps them).
