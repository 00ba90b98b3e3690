# Shared by scripts/test and the benchmark scripts: find or bring up the
# PostgreSQL and Redis the tests use, installing Debian packages if needed.
# Exports WORTWERT_TEST_DATABASE_URL and WORTWERT_TEST_REDIS_URL.

need_command() {
  if ! command -v "$1" >/dev/null 2>&1; then
    echo "error: $2" >&2
    exit 1
  fi
}

# Is something listening on 127.0.0.1:$1?
port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  echo "installing $* (Debian packages)…"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

ensure_postgres() {
  if [ -n "${WORTWERT_TEST_DATABASE_URL:-}" ]; then return; fi
  local port="${WORTWERT_TEST_PG_PORT:-5432}"
  if port_open "$port"; then
    export WORTWERT_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
    return
  fi
  # Nothing listening: run a private cluster for the tests (initdb refuses
  # root, so use Debian's cluster tooling, which runs it as `postgres`).
  command -v pg_createcluster >/dev/null 2>&1 || apt_install postgresql
  local version
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if ! pg_lsclusters -h 2>/dev/null | awk '{print $2}' | grep -qx wortwert-test; then
    as_root pg_createcluster "$version" wortwert-test -p "$port" -- -A trust >/dev/null
  fi
  as_root pg_ctlcluster "$version" wortwert-test start || true
  for _ in $(seq 1 50); do port_open "$port" && break; sleep 0.2; done
  port_open "$port" || { echo "error: PostgreSQL did not start on port $port" >&2; exit 1; }
  export WORTWERT_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${port}/postgres"
}

ensure_redis() {
  if [ -n "${WORTWERT_TEST_REDIS_URL:-}" ]; then return; fi
  local port="${WORTWERT_TEST_REDIS_PORT:-6379}"
  if port_open "$port"; then
    export WORTWERT_TEST_REDIS_URL="redis://127.0.0.1:${port}"
    return
  fi
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes >/dev/null
  for _ in $(seq 1 50); do port_open "$port" && break; sleep 0.1; done
  port_open "$port" || { echo "error: Redis did not start on port $port" >&2; exit 1; }
  export WORTWERT_TEST_REDIS_URL="redis://127.0.0.1:${port}"
}

# The end-to-end tests run a Redis of their own (redis-server) and cut
# connections through socat proxies.
ensure_test_tools() {
  local missing=()
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v socat >/dev/null 2>&1 || missing+=(socat)
  if [ "${#missing[@]}" -gt 0 ]; then apt_install "${missing[@]}"; fi
}
