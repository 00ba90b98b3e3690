#!/usr/bin/env bash
# Sourced by the postgres image's entrypoint on first start (an empty data
# directory), as the superuser POSTGRES_USER (wortwert_admin). Creates the
# service's login role with no privileges on any table: the migration Job
# (`wortwert-admin migrate --grant-service-role wortwert_app`) grants it
# SELECT on every table after migrating, and nothing else.
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  --set app_password="$WORTWERT_APP_PASSWORD" <<'SQL'
CREATE ROLE wortwert_app LOGIN PASSWORD :'app_password';
GRANT CONNECT ON DATABASE wortwert TO wortwert_app;
SQL
