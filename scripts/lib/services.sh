# Shared by scripts/test and the benchmark scripts: find or bring up the
# PostgreSQL and Redis the tests use, installing Debian packages if needed.
# Exports WORTWERT_TEST_DATABASE_URL and WORTWERT_TEST_REDIS_URL.
#
# Ports: WORTWERT_TEST_PG_PORT (default 5432) and WORTWERT_TEST_REDIS_PORT
# (default 6379) name where to look first; WORTWERT_TEST_DATABASE_URL and
# WORTWERT_TEST_REDIS_URL, when set, are used as they are.
#
# Every step that decides what the tests talk to either succeeds or stops
# the script with a message: nothing is started "maybe".

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

# The tests create databases and log in as roles they create without a
# password, so they need a server that trusts loopback connections.
postgres_url() {
  echo "postgres://postgres@127.0.0.1:$1/postgres"
}

postgres_trusts() {
  PGCONNECT_TIMEOUT=5 psql -w -X -q -A -t "$(postgres_url "$1")" -c 'SELECT 1' >/dev/null 2>&1
}

ensure_postgres() {
  if [ -n "${WORTWERT_TEST_DATABASE_URL:-}" ]; then return; fi
  local port="${WORTWERT_TEST_PG_PORT:-5432}"
  if ! port_open "$port"; then
    # Installing PostgreSQL on a machine with systemd also creates and starts
    # Debian's `main` cluster (on 5432, unless another cluster has it).
    command -v pg_createcluster >/dev/null 2>&1 || apt_install postgresql
  fi
  if port_open "$port"; then
    command -v psql >/dev/null 2>&1 || apt_install postgresql-client
    if postgres_trusts "$port"; then
      export WORTWERT_TEST_DATABASE_URL
      WORTWERT_TEST_DATABASE_URL=$(postgres_url "$port")
      return
    fi
    # Debian's `main` cluster asks for a password over TCP. Its
    # authentication is the machine owner's business: leave it as it is.
    echo "PostgreSQL on port $port does not trust loopback connections (Debian's main cluster does not);" \
      "using a cluster of the tests' own (wortwert-test)"
  fi
  start_test_cluster "$port"
}

# The port of the first line of `pg_lsclusters` for cluster $1, if any.
test_cluster_field() {
  pg_lsclusters -h | awk -v name="$1" -v field="$2" '$2 == name { print $field; exit }'
}

# Is $1 the port of some Debian cluster on this machine?
port_of_a_cluster() {
  pg_lsclusters -h | awk -v port="$1" '$3 == port { found = 1 } END { exit !found }'
}

# A port from $1 upward on which nothing listens and no cluster is configured.
free_cluster_port() {
  local port="$1"
  while port_open "$port" || port_of_a_cluster "$port"; do
    port=$((port + 1))
  done
  echo "$port"
}

# The tests' own cluster (trust authentication, loopback only): created on
# the first free port from $1 on, started, and checked to be the server that
# answers on its port.
start_test_cluster() {
  local name=wortwert-test
  command -v pg_createcluster >/dev/null 2>&1 || apt_install postgresql
  command -v psql >/dev/null 2>&1 || apt_install postgresql-client
  local version port
  version=$(test_cluster_field "$name" 1)
  if [ -z "$version" ]; then
    version=$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -printf '%f\n' | sort -V | tail -n 1)
    port=$(free_cluster_port "$1")
    echo "creating PostgreSQL $version cluster $name on port $port…"
    as_root pg_createcluster "$version" "$name" -p "$port" -- -A trust >/dev/null
  fi
  port=$(test_cluster_field "$name" 3)
  if [ "$(test_cluster_field "$name" 4)" != online ]; then
    if port_open "$port"; then
      echo "error: port $port of PostgreSQL cluster $version/$name is taken by another program;" \
        "free it, or drop the cluster (pg_dropcluster $version $name) to have it made on a free port" >&2
      exit 1
    fi
    if ! as_root pg_ctlcluster "$version" "$name" start; then
      echo "error: PostgreSQL cluster $version/$name did not start; its log:" >&2
      as_root tail -n 20 "$(test_cluster_field "$name" 7)" >&2 || true
      exit 1
    fi
  fi
  for _ in $(seq 1 50); do postgres_trusts "$port" && break; sleep 0.2; done
  # Only psql's answer is compared: Debian's wrapper may warn on stderr (with
  # two clusters and no default, "No existing cluster is suitable…").
  local answering expected complaint
  complaint=$(mktemp)
  answering=$(psql -w -X -q -A -t "$(postgres_url "$port")" -c 'SHOW data_directory' 2>"$complaint") || {
    echo "error: PostgreSQL cluster $version/$name does not answer on port $port: $(cat "$complaint")" >&2
    rm -f "$complaint"
    exit 1
  }
  rm -f "$complaint"
  expected=$(test_cluster_field "$name" 6)
  if [ "$answering" != "$expected" ]; then
    echo "error: the server on port $port serves $answering, not cluster $version/$name ($expected)" >&2
    exit 1
  fi
  export WORTWERT_TEST_DATABASE_URL
  WORTWERT_TEST_DATABASE_URL=$(postgres_url "$port")
}

# Does a Redis server answer PING on port $1?
redis_answers() {
  local reply
  reply=$(
    exec 2>/dev/null
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'PING\r\n' >&3
    timeout 5 head -c 7 <&3
  ) || return 1
  [ "${reply%$'\r'}" = "+PONG" ]
}

ensure_redis() {
  if [ -n "${WORTWERT_TEST_REDIS_URL:-}" ]; then return; fi
  local port="${WORTWERT_TEST_REDIS_PORT:-6379}"
  if ! port_open "$port"; then
    # On a machine with systemd, installing also starts Redis on 6379.
    command -v redis-server >/dev/null 2>&1 || apt_install redis-server
  fi
  if ! port_open "$port"; then
    redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes >/dev/null
    for _ in $(seq 1 50); do port_open "$port" && break; sleep 0.1; done
  fi
  if ! redis_answers "$port"; then
    echo "error: no Redis answers on port $port (set WORTWERT_TEST_REDIS_PORT to another port)" >&2
    exit 1
  fi
  export WORTWERT_TEST_REDIS_URL="redis://127.0.0.1:${port}"
}

# Every program the tests run besides cargo's own: a Redis of their own
# (redis-server), TCP proxies they cut (socat), python3 with venv for the
# Kubernetes and API conformance checks (scripts/check-k8s,
# scripts/api-conformance), which also use curl and flock, Node.js with npm
# for the generated TypeScript client (clients/typescript, installed there
# with `npm ci` from its lockfile), and for the TLS tests (tests/tls) openssl
# to make self-signed certificates and PostgreSQL's server programs (initdb,
# pg_ctl; run through runuser as root) for a TLS-only cluster of their own
# beside a TLS-only Redis. Installed here, once, rather than by tests
# running in parallel.
ensure_test_tools() {
  local missing=()
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
  command -v runuser >/dev/null 2>&1 || missing+=(util-linux)
  command -v socat >/dev/null 2>&1 || missing+=(socat)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v flock >/dev/null 2>&1 || missing+=(util-linux)
  # Debian's python3 has venv's ensurepip only with python3-venv.
  python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || missing+=(python3 python3-venv)
  command -v node >/dev/null 2>&1 || missing+=(nodejs)
  command -v npm >/dev/null 2>&1 || missing+=(npm)
  # The web app's browser tests (tests/web) drive Debian's Chromium.
  [ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
  # They read the printed sheets' PDF text with poppler's pdftotext.
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
  if [ "${#missing[@]}" -gt 0 ]; then apt_install "${missing[@]}"; fi
}
