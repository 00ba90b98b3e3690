//! TLS backing services a test owns: self-signed certificates (openssl), a
//! PostgreSQL that accepts only TLS connections, and a Redis that speaks
//! only TLS and asks for a user and password. Each on a free loopback
//! port, in a directory of its own, stopped and removed on drop. The Debian
//! packages they need (openssl, postgresql, redis-server) are installed by
//! `scripts/test` (scripts/lib/services.sh).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::services::free_port;

/// A scratch directory, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(what: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!(
            "wwtls-{what}-{}-{}",
            std::process::id(),
            free_port()
        ));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn run(command: &mut Command, what: &str) {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        output.status.success(),
        "{what} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).expect("writing a file");
}

/// A CA and a server certificate it signed for the name `localhost` only
/// (not 127.0.0.1, so a test can ask for a name the certificate lacks).
pub struct Certificates {
    scratch: Scratch,
}

impl Certificates {
    pub fn new() -> Certificates {
        let certificates = Certificates {
            scratch: Scratch::new("certs"),
        };
        let dir = certificates.dir();
        write(
            &dir.join("ca.cnf"),
            "[req]\ndistinguished_name = dn\nx509_extensions = v3_ca\nprompt = no\n\
             [dn]\nCN = wortwert test CA\n\
             [v3_ca]\nbasicConstraints = critical,CA:TRUE\n\
             keyUsage = critical,keyCertSign,cRLSign\nsubjectKeyIdentifier = hash\n",
        );
        write(
            &dir.join("server.ext"),
            "basicConstraints = CA:FALSE\nkeyUsage = critical,digitalSignature,keyEncipherment\n\
             extendedKeyUsage = serverAuth\nsubjectAltName = DNS:localhost\n\
             subjectKeyIdentifier = hash\nauthorityKeyIdentifier = keyid\n",
        );
        let openssl = |args: &[&str]| {
            run(
                Command::new("openssl").args(args).current_dir(dir),
                "openssl (Debian package openssl)",
            )
        };
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        for ca in ["ca", "other-ca"] {
            let (key, crt) = (format!("{ca}.key"), format!("{ca}.crt"));
            let mut args = vec!["req", "-x509", "-new"];
            args.extend(ec);
            args.extend([
                "-keyout", &key, "-out", &crt, "-days", "2", "-config", "ca.cnf",
            ]);
            openssl(&args);
        }
        let mut args = vec!["req", "-new"];
        args.extend(ec);
        args.extend([
            "-keyout",
            "server.key",
            "-out",
            "server.csr",
            "-subj",
            "/CN=localhost",
        ]);
        openssl(&args);
        openssl(&[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.crt",
            "-CAkey",
            "ca.key",
            "-set_serial",
            "1",
            "-days",
            "2",
            "-extfile",
            "server.ext",
            "-out",
            "server.crt",
        ]);
        certificates
    }

    fn dir(&self) -> &Path {
        &self.scratch.0
    }

    /// The CA that signed the servers' certificate.
    pub fn ca(&self) -> String {
        self.dir().join("ca.crt").display().to_string()
    }

    /// A CA that signed nothing here: trusting only it must refuse the servers.
    pub fn other_ca(&self) -> String {
        self.dir().join("other-ca.crt").display().to_string()
    }

    fn server_files(&self) -> (PathBuf, PathBuf) {
        (self.dir().join("server.crt"), self.dir().join("server.key"))
    }
}

impl Default for Certificates {
    fn default() -> Self {
        Certificates::new()
    }
}

/// The newest PostgreSQL server programs Debian installed.
fn postgres_bin() -> PathBuf {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL's programs (Debian package postgresql)")
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists())
        .collect();
    versions.sort_by_key(|bin| {
        bin.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
    });
    versions.pop().expect("initdb under /usr/lib/postgresql")
}

/// PostgreSQL refuses to run as root: as root, its programs run as `postgres`.
fn as_server_user(program: &Path) -> Command {
    if nix::unistd::Uid::effective().is_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn give_to_server_user(path: &Path) {
    if nix::unistd::Uid::effective().is_root() {
        run(
            Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(path),
            "chown",
        );
    }
}

/// A PostgreSQL cluster of the test's own that takes only TLS connections
/// from loopback (`hostssl … trust`, plain connections rejected), with the
/// certificate of [`Certificates`]. Role `postgres`, no password.
pub struct TlsPostgres {
    pub port: u16,
    data: PathBuf,
    bin: PathBuf,
    _scratch: Scratch,
}

impl TlsPostgres {
    pub fn start(certificates: &Certificates) -> TlsPostgres {
        let scratch = Scratch::new("pg");
        let data = scratch.0.join("data");
        std::fs::create_dir_all(&data).expect("the data directory");
        give_to_server_user(&scratch.0);
        let bin = postgres_bin();
        run(
            as_server_user(&bin.join("initdb"))
                .arg("-D")
                .arg(&data)
                .args(["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"])
                .args(["--locale", "C.UTF-8"]),
            "initdb",
        );
        let (crt, key) = certificates.server_files();
        std::fs::copy(crt, data.join("server.crt")).expect("the certificate");
        std::fs::copy(key, data.join("server.key")).expect("the key");
        write(
            &data.join("pg_hba.conf"),
            "local all all trust\nhostssl all all 127.0.0.1/32 trust\n\
             hostnossl all all 127.0.0.1/32 reject\n",
        );
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            data.join("server.key"),
            std::fs::Permissions::from_mode(0o600),
        )
        .expect("the key's mode");
        give_to_server_user(&scratch.0);
        let port = free_port();
        let options = format!(
            "-c port={port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={} \
             -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key -c fsync=off",
            data.display()
        );
        run(
            as_server_user(&bin.join("pg_ctl"))
                .arg("-D")
                .arg(&data)
                .args(["-w", "-l"])
                .arg(data.join("log"))
                .args(["-o", &options, "start"])
                .stdout(Stdio::null()),
            "pg_ctl start",
        );
        TlsPostgres {
            port,
            data,
            bin,
            _scratch: scratch,
        }
    }

    /// A URL as user `postgres` on host `host` with `params` as its query.
    pub fn url(&self, host: &str, params: &str) -> String {
        format!("postgres://postgres@{host}:{}/postgres?{params}", self.port)
    }
}

impl Drop for TlsPostgres {
    fn drop(&mut self) {
        let _ = as_server_user(&self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(&self.data)
            .args(["-m", "immediate", "stop"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// A Redis of the test's own that speaks only TLS (no plain port) and lets
/// in only user `wortwert` with password [`TlsRedis::PASSWORD`].
pub struct TlsRedis {
    pub port: u16,
    child: Child,
}

impl TlsRedis {
    pub const USER: &str = "wortwert";
    pub const PASSWORD: &str = "redis-test-secret";

    pub fn start(certificates: &Certificates) -> TlsRedis {
        let port = free_port();
        let (crt, key) = certificates.server_files();
        let password = format!(">{}", TlsRedis::PASSWORD);
        let child = Command::new("redis-server")
            .args(["--port", "0", "--tls-port", &port.to_string()])
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .arg("--tls-cert-file")
            .arg(crt)
            .arg("--tls-key-file")
            .arg(key)
            .args(["--tls-ca-cert-file", &certificates.ca()])
            .args(["--tls-auth-clients", "no"])
            .args(["--user", "default", "off"])
            .args([
                "--user",
                TlsRedis::USER,
                "on",
                &password,
                "~*",
                "&*",
                "+@all",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("redis-server runs (Debian package redis-server)");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "redis-server did not start on port {port}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        TlsRedis { port, child }
    }

    /// `rediss://user:password@host:port`.
    pub fn url(&self, host: &str) -> String {
        format!(
            "rediss://{}:{}@{host}:{}",
            TlsRedis::USER,
            TlsRedis::PASSWORD,
            self.port
        )
    }
}

impl Drop for TlsRedis {
    fn drop(&mut self) {
        crate::kill_and_reap(&mut self.child, "redis-server");
    }
}
