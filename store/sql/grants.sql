-- Privileges of the service's database role: it reads published versions
-- and nothing else matters to it, so it gets SELECT and no other privilege.
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
