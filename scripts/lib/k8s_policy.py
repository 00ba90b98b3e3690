"""Checks of rendered Kubernetes manifests that a schema cannot express.

    python3 k8s_policy.py RENDERED.yaml CONFIG_DEFAULTS.toml

Run by scripts/check-k8s after the schema validation, on the output of
`kubectl kustomize`. Prints one line per violation and exits 1 if there is
any, 0 otherwise. Needs PyYAML (in the tools' virtual environment) and
Python 3.11+ (tomllib).

What is checked, and why:
- every pod runs under the `restricted` Pod Security profile (the overlays'
  namespaces enforce it, so a cluster would refuse the pod anyway — better to
  hear it here), with a read-only root file system, resource requests and
  limits, no service account token and a pinned image tag;
- the service's Deployment probes the health endpoints on a port it
  exposes, outlives its own graceful shutdown, takes its database and Redis
  URLs from Secrets and sets only settings the service knows;
- the migration Job runs `wortwert-admin migrate` with a database credential
  other than the service's, and re-grants the service's role read-only
  access (`--grant-service-role ROLE`); where the Secrets are in the render
  (dev), the service's database URL names that role and the Job's another;
- the ConfigMap's settings file only has keys of config/default.toml (the
  service would silently ignore a misspelled key) and listens beyond loopback;
- the Service, PodDisruptionBudget, HorizontalPodAutoscaler and NetworkPolicy
  point at the service's pods and port.
"""

from __future__ import annotations

import base64
import sys
import tomllib
import urllib.parse
from typing import Any, Iterator

import yaml

WORKLOAD_KINDS = {"Deployment", "StatefulSet", "DaemonSet", "Job", "ReplicaSet"}
APP = "wortwert"
# Settings the service reads from the environment but not (yet) from its
# defaults file.
EXTRA_SETTINGS = {"database.url", "redis.url"}


class Report:
    def __init__(self) -> None:
        self.problems: list[str] = []

    def check(self, ok: bool, where: str, message: str) -> bool:
        if not ok:
            self.problems.append(f"{where}: {message}")
        return ok


def name_of(obj: dict[str, Any]) -> str:
    return f"{obj.get('kind', '?')}/{obj.get('metadata', {}).get('name', '?')}"


def pod_template(obj: dict[str, Any]) -> dict[str, Any] | None:
    if obj.get("kind") in WORKLOAD_KINDS:
        return obj.get("spec", {}).get("template")
    if obj.get("kind") == "CronJob":
        return obj.get("spec", {}).get("jobTemplate", {}).get("spec", {}).get("template")
    return None


def labels_of(template: dict[str, Any]) -> dict[str, str]:
    return template.get("metadata", {}).get("labels", {}) or {}


def selects(selector: dict[str, str] | None, labels: dict[str, str]) -> bool:
    """True if a non-empty matchLabels selector matches the labels."""
    return bool(selector) and all(labels.get(k) == v for k, v in selector.items())


def flatten(table: dict[str, Any], prefix: str = "") -> Iterator[str]:
    for key, value in table.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            yield from flatten(value, path + ".")
        else:
            yield path


def env_setting(name: str) -> str | None:
    """WORTWERT__SERVER__HOST → server.host; None for other variables."""
    if not name.startswith("WORTWERT__"):
        return None
    return ".".join(part.lower() for part in name[len("WORTWERT__"):].split("__"))


def check_pod_security(report: Report, where: str, template: dict[str, Any]) -> None:
    spec = template.get("spec", {})
    pod_sc = spec.get("securityContext", {}) or {}
    report.check(
        spec.get("automountServiceAccountToken") is False,
        where,
        "automountServiceAccountToken must be false (no pod talks to the API server)",
    )
    for container in spec.get("initContainers", []) + spec.get("containers", []):
        at = f"{where} container {container.get('name')}"
        sc = container.get("securityContext", {}) or {}
        report.check(
            sc.get("runAsNonRoot", pod_sc.get("runAsNonRoot")) is True,
            at,
            "runAsNonRoot must be true",
        )
        report.check(
            sc.get("runAsUser", pod_sc.get("runAsUser")) != 0, at, "runAsUser must not be 0"
        )
        seccomp = (sc.get("seccompProfile") or pod_sc.get("seccompProfile") or {}).get("type")
        report.check(
            seccomp in ("RuntimeDefault", "Localhost"),
            at,
            "seccompProfile.type must be RuntimeDefault or Localhost",
        )
        report.check(
            sc.get("allowPrivilegeEscalation") is False, at, "allowPrivilegeEscalation must be false"
        )
        report.check(sc.get("privileged") is not True, at, "must not be privileged")
        report.check(
            sc.get("readOnlyRootFilesystem") is True, at, "readOnlyRootFilesystem must be true"
        )
        drop = (sc.get("capabilities") or {}).get("drop") or []
        report.check("ALL" in drop, at, "capabilities.drop must contain ALL")
        resources = container.get("resources", {}) or {}
        for kind in ("requests", "limits"):
            for resource in ("cpu", "memory"):
                report.check(
                    resource in (resources.get(kind) or {}),
                    at,
                    f"resources.{kind}.{resource} is missing",
                )
        image = container.get("image", "")
        last = image.rsplit("/", 1)[-1]
        report.check(
            "@" in last or (":" in last and not last.endswith(":latest")),
            at,
            f"image {image!r} must carry a tag other than latest, or a digest",
        )


def env_by_name(container: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {e.get("name"): e for e in container.get("env", []) or []}


def secret_ref(env: dict[str, Any] | None) -> tuple[str, str] | None:
    ref = ((env or {}).get("valueFrom") or {}).get("secretKeyRef")
    return (ref.get("name"), ref.get("key")) if ref else None


def http_port_numbers(container: dict[str, Any]) -> dict[Any, int]:
    """Port names and numbers → numbers, for resolving probe and Service ports."""
    ports: dict[Any, int] = {}
    for port in container.get("ports", []) or []:
        number = port.get("containerPort")
        ports[number] = number
        if port.get("name"):
            ports[port["name"]] = number
    return ports


def check_settings_file(
    report: Report, where: str, text: str, known: set[str]
) -> dict[str, Any]:
    try:
        settings = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        report.check(False, where, f"not valid TOML: {error}")
        return {}
    for key in sorted(set(flatten(settings)) - known):
        report.check(False, where, f"unknown setting {key!r} (not in config/default.toml)")
    # A missing key falls back to the compiled-in default, which is safe;
    # say so, since the file is meant to give every setting a production value.
    for key in sorted(known - set(flatten(settings))):
        print(f"note: {where}: no production value for {key!r}; the default applies", file=sys.stderr)
    server = settings.get("server", {})
    report.check(
        server.get("host") == "0.0.0.0", where, "server.host must be 0.0.0.0 in a pod"
    )
    report.check(
        settings.get("log", {}).get("format") == "json", where, "log.format must be json"
    )
    return settings


def check_service_deployment(
    report: Report,
    deployment: dict[str, Any],
    objects: list[dict[str, Any]],
    defaults: dict[str, Any],
    known: set[str],
) -> None:
    where = name_of(deployment)
    template = deployment["spec"]["template"]
    spec = template.get("spec", {})
    containers = spec.get("containers", [])
    main = next((c for c in containers if c.get("name") == APP), None)
    if not report.check(main is not None, where, f"no container named {APP!r}"):
        return
    ports = http_port_numbers(main)
    env = env_by_name(main)

    for probe, path in (("livenessProbe", "/health/live"), ("readinessProbe", "/health/ready")):
        get = ((main.get(probe) or {}).get("httpGet")) or {}
        report.check(get.get("path") == path, where, f"{probe} must GET {path}")
        report.check(
            get.get("port") in ports, where, f"{probe} port {get.get('port')!r} is not a container port"
        )

    for name in env:
        setting = env_setting(name)
        if setting is not None:
            report.check(
                setting in known | EXTRA_SETTINGS,
                where,
                f"environment variable {name} names no setting of the service",
            )
    for name in ("WORTWERT__DATABASE__URL", "WORTWERT__REDIS__URL"):
        report.check(
            secret_ref(env.get(name)) is not None, where, f"{name} must come from a secretKeyRef"
        )

    # The settings file: mounted from a ConfigMap of this render, named by WORTWERT_CONFIG.
    settings: dict[str, Any] = {}
    config_path = (env.get("WORTWERT_CONFIG") or {}).get("value")
    if report.check(bool(config_path), where, "WORTWERT_CONFIG must name the settings file"):
        volumes = {v.get("name"): v for v in spec.get("volumes", []) or []}
        mount = next(
            (
                m
                for m in main.get("volumeMounts", []) or []
                if config_path.startswith(m.get("mountPath", "").rstrip("/") + "/")
                and (volumes.get(m.get("name")) or {}).get("configMap")
            ),
            None,
        )
        if report.check(mount is not None, where, f"{config_path} is not on a mounted ConfigMap"):
            map_name = volumes[mount["name"]]["configMap"].get("name")
            key = config_path[len(mount["mountPath"].rstrip("/")) + 1:]
            config_map = next(
                (o for o in objects if o.get("kind") == "ConfigMap" and o["metadata"].get("name") == map_name),
                None,
            )
            data = (config_map or {}).get("data", {}) or {}
            if report.check(key in data, where, f"ConfigMap {map_name} has no key {key!r}"):
                settings = check_settings_file(report, f"ConfigMap/{map_name} {key}", data[key], known)

    # Graceful shutdown: the kubelet must not kill the pod before the service
    # finished its in-flight requests.
    shutdown = settings.get("server", {}).get(
        "shutdown_timeout_seconds", defaults["server"]["shutdown_timeout_seconds"]
    )
    override = (env.get("WORTWERT__SERVER__SHUTDOWN_TIMEOUT_SECONDS") or {}).get("value")
    if override is not None:
        shutdown = int(override)
    pre_stop = (main.get("lifecycle") or {}).get("preStop") or {}
    pause = (pre_stop.get("sleep") or {}).get("seconds", 0)
    report.check(pause > 0, where, "preStop must pause so endpoints are removed before SIGTERM")
    grace = spec.get("terminationGracePeriodSeconds", 30)
    report.check(
        grace > shutdown + pause,
        where,
        f"terminationGracePeriodSeconds ({grace}) must exceed shutdown_timeout_seconds "
        f"({shutdown}) + preStop pause ({pause})",
    )

    pod_labels = labels_of(template)
    dep_name = deployment["metadata"]["name"]
    hpas = [
        o
        for o in objects
        if o.get("kind") == "HorizontalPodAutoscaler"
        and o["spec"].get("scaleTargetRef", {}).get("name") == dep_name
        and o["spec"].get("scaleTargetRef", {}).get("kind") == "Deployment"
    ]
    if hpas:
        report.check(
            "replicas" not in deployment["spec"],
            where,
            "spec.replicas with an autoscaler: every apply would reset the autoscaler's count",
        )
    else:
        report.check(
            "replicas" in deployment["spec"], where, "neither spec.replicas nor an autoscaler"
        )

    services = [
        o for o in objects if o.get("kind") == "Service" and selects(o["spec"].get("selector"), pod_labels)
    ]
    if report.check(bool(services), where, "no Service selects the service's pods"):
        for service in services:
            for port in service["spec"].get("ports", []):
                target = port.get("targetPort", port.get("port"))
                report.check(
                    target in ports, name_of(service), f"targetPort {target!r} is not a container port"
                )
    report.check(
        any(
            o.get("kind") == "PodDisruptionBudget"
            and selects(o["spec"].get("selector", {}).get("matchLabels"), pod_labels)
            for o in objects
        ),
        where,
        "no PodDisruptionBudget selects the service's pods",
    )
    policies = [
        o
        for o in objects
        if o.get("kind") == "NetworkPolicy"
        and selects(o["spec"].get("podSelector", {}).get("matchLabels"), pod_labels)
    ]
    if report.check(bool(policies), where, "no NetworkPolicy selects the service's pods"):
        http = ports.get("http")
        report.check(
            any(
                ports.get(p.get("port")) == http or p.get("port") == http
                for policy in policies
                for rule in policy["spec"].get("ingress", []) or []
                for p in rule.get("ports", []) or []
            ),
            where,
            "no NetworkPolicy lets clients reach the http port",
        )


def secret_url_user(objects: list[dict[str, Any]], ref: tuple[str, str] | None) -> str | None:
    """The user of the database URL in a Secret of this render (dev's
    generated ones); None when the Secret is not part of the render (prod's
    are created by the operator)."""
    if ref is None:
        return None
    for obj in objects:
        if obj.get("kind") != "Secret" or obj.get("metadata", {}).get("name") != ref[0]:
            continue
        if ref[1] in (obj.get("stringData") or {}):
            url = obj["stringData"][ref[1]]
        elif ref[1] in (obj.get("data") or {}):
            url = base64.b64decode(obj["data"][ref[1]]).decode("utf-8", "replace")
        else:
            return None
        return urllib.parse.urlsplit(url).username
    return None


def check_migration_job(
    report: Report,
    job: dict[str, Any],
    service_db: tuple[str, str] | None,
    objects: list[dict[str, Any]],
) -> None:
    where = name_of(job)
    containers = job["spec"]["template"].get("spec", {}).get("containers", [])
    runs = [
        c
        for c in containers
        if (c.get("command") or [""])[-1].endswith("wortwert-admin") and "migrate" in (c.get("args") or [])
    ]
    if not report.check(bool(runs), where, "no container runs `wortwert-admin migrate`"):
        return
    admin_db = secret_ref(env_by_name(runs[0]).get("WORTWERT__DATABASE__URL"))
    if report.check(admin_db is not None, where, "WORTWERT__DATABASE__URL must come from a secretKeyRef"):
        report.check(
            admin_db != service_db,
            where,
            "the migration must use its own database credential, not the service's read-only one",
        )
    # Tables a migration adds must be readable by the service's role, and
    # nothing else may be: the Job grants exactly SELECT after migrating.
    args = runs[0].get("args") or []
    role = None
    if "--grant-service-role" in args[:-1]:
        role = args[args.index("--grant-service-role") + 1]
    if not report.check(
        role is not None,
        where,
        "the migration must keep the service's role read-only: `migrate --grant-service-role ROLE`",
    ):
        return
    # Where the Secrets are part of the render, the service connects as
    # exactly that role and the migration as another.
    service_user = secret_url_user(objects, service_db)
    if service_user is not None:
        report.check(
            service_user == role,
            where,
            f"grants read access to {role!r}, but the service connects as {service_user!r}",
        )
    admin_user = secret_url_user(objects, admin_db)
    if admin_user is not None:
        report.check(
            admin_user != role,
            where,
            f"the migration connects as the service's read-only role {role!r}",
        )


def check_egress_destinations(report: Report, objects: list[dict[str, Any]]) -> None:
    """Egress beyond DNS must name where it goes (an address or a selector),
    so a pod cannot reach any host on the database's or Redis' port."""
    for policy in (o for o in objects if o.get("kind") == "NetworkPolicy"):
        for rule in policy["spec"].get("egress", []) or []:
            ports = [p.get("port") for p in rule.get("ports", []) or []]
            if ports and all(p == 53 for p in ports):
                continue
            report.check(
                bool(rule.get("to")),
                name_of(policy),
                f"egress on port(s) {ports} names no destination (`to:`)",
            )


def size_in_bytes(text: str) -> int | None:
    """nginx sizes: `1m`, `512k`, `1048576`."""
    units = {"k": 1024, "m": 1024**2, "g": 1024**3}
    text = text.strip().lower()
    try:
        if text and text[-1] in units:
            return int(text[:-1]) * units[text[-1]]
        return int(text)
    except ValueError:
        return None


def check_ingresses(report: Report, objects: list[dict[str, Any]], defaults: dict[str, Any]) -> None:
    """An Ingress serves TLS from a Secret and limits bodies, connections and
    rates at the edge, bodies exactly as the service does."""
    body_bytes = defaults.get("limits", {}).get("body_bytes")
    for config in (o for o in objects if o.get("kind") == "ConfigMap"):
        text = (config.get("data") or {}).get("wortwert.toml")
        if text:
            body_bytes = tomllib.loads(text).get("limits", {}).get("body_bytes", body_bytes)
    for ingress in (o for o in objects if o.get("kind") == "Ingress"):
        where = name_of(ingress)
        tls = ingress["spec"].get("tls") or []
        report.check(
            bool(tls) and all(t.get("secretName") for t in tls),
            where,
            "the Ingress must serve TLS from a certificate Secret (spec.tls[].secretName)",
        )
        annotations = ingress.get("metadata", {}).get("annotations", {}) or {}
        edge = size_in_bytes(annotations.get("nginx.ingress.kubernetes.io/proxy-body-size", ""))
        report.check(
            edge == body_bytes,
            where,
            f"proxy-body-size ({edge} bytes) must match limits.body_bytes ({body_bytes})",
        )
        for limit in ("limit-connections", "limit-rps"):
            report.check(
                f"nginx.ingress.kubernetes.io/{limit}" in annotations,
                where,
                f"the Ingress must set a per-client {limit}",
            )


def main() -> int:
    rendered, defaults_path = sys.argv[1], sys.argv[2]
    with open(rendered, encoding="utf-8") as f:
        objects = [o for o in yaml.safe_load_all(f) if o]
    with open(defaults_path, "rb") as f:
        defaults = tomllib.load(f)
    known = set(flatten(defaults))
    report = Report()

    for obj in objects:
        template = pod_template(obj)
        if template is not None:
            check_pod_security(report, name_of(obj), template)

    def component(obj: dict[str, Any], kind: str, value: str) -> bool:
        labels = labels_of(pod_template(obj) or {})
        return (
            obj.get("kind") == kind
            and labels.get("app.kubernetes.io/name") == APP
            and labels.get("app.kubernetes.io/component") == value
        )

    deployments = [o for o in objects if component(o, "Deployment", "api")]
    jobs = [o for o in objects if component(o, "Job", "migration")]
    report.check(len(deployments) == 1, "render", f"expected one service Deployment, found {len(deployments)}")
    report.check(len(jobs) == 1, "render", f"expected one migration Job, found {len(jobs)}")
    service_db = None
    for deployment in deployments:
        check_service_deployment(report, deployment, objects, defaults, known)
        main_container = next(
            (c for c in deployment["spec"]["template"]["spec"].get("containers", []) if c.get("name") == APP),
            {},
        )
        service_db = secret_ref(env_by_name(main_container).get("WORTWERT__DATABASE__URL"))
    for job in jobs:
        check_migration_job(report, job, service_db, objects)

    check_egress_destinations(report, objects)
    check_ingresses(report, objects, defaults)

    for problem in report.problems:
        print(f"policy: {problem}")
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
