#!/usr/bin/env bash
# Sourced by the postgres image's entrypoint on first start (an empty data
# directory), as the superuser POSTGRES_USER (wortwert_admin). Creates the
# service's read-only role: it may read every table the admin role creates
# (the migrations), and change nothing.
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set app_password="$WORTWERT_APP_PASSWORD" <<'SQL'
CREATE ROLE wortwert_app LOGIN PASSWORD :'app_password';
GRANT CONNECT ON DATABASE wortwert TO wortwert_app;
GRANT USAGE ON SCHEMA public TO wortwert_app;
ALTER DEFAULT PRIVILEGES FOR ROLE wortwert_admin IN SCHEMA public
  GRANT SELECT ON TABLES TO wortwert_app;
ALTER DEFAULT PRIVILEGES FOR ROLE wortwert_admin IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO wortwert_app;
SQL
