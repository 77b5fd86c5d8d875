import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { read, readYaml, readYamlDocuments, root, SERVICES } from "./files";

// biome-ignore lint/suspicious/noExplicitAny: a parsed manifest
type Manifest = any;
const kustomization: Manifest = readYaml("k8s/kustomization.yaml");
const manifests: Manifest[] = (kustomization.resources as string[]).flatMap((f) => readYamlDocuments(`k8s/${f}`));
// What `kustomize build` adds: the ConfigMap generated from nats.conf.
const generated: Manifest[] = kustomization.configMapGenerator.map((g: Manifest) => ({
  apiVersion: "v1",
  kind: "ConfigMap",
  metadata: { name: g.name },
  data: Object.fromEntries(g.files.map((f: string) => [path.basename(f), read(`k8s/${f}`)])),
}));
const all = [...manifests, ...generated];
const byKind = (kind: string) => all.filter((m) => m.kind === kind);

/** The Kubernetes OpenAPI schema of each object, as packaged by kubernetes-models. */
async function validateAgainstOpenApi(m: Manifest) {
  const [group, version] = m.apiVersion.includes("/") ? m.apiVersion.split("/") : [undefined, m.apiVersion];
  const modulePath = `kubernetes-models/${group ? `${group}/` : ""}${version}/${m.kind}`;
  const model = (await import(modulePath))[m.kind];
  new model(m).validate();
}

describe("k8s/ manifests", () => {
  it("lists only files that exist, and every object validates against the Kubernetes OpenAPI schema", async () => {
    for (const f of kustomization.resources) expect(existsSync(path.join(root, "k8s", f)), f).toBe(true);
    expect(all.length).toBeGreaterThan(15);
    for (const m of all)
      await expect(validateAgainstOpenApi(m), `${m.kind}/${m.metadata?.name}`).resolves.toBeUndefined();
  });

  it("the schema validation has teeth: a wrong type or a missing required field is refused", async () => {
    const deployment = structuredClone(byKind("Deployment")[0]);
    deployment.spec.replicas = "three";
    await expect(validateAgainstOpenApi(deployment)).rejects.toThrow(/replicas/);
    const noContainers = structuredClone(byKind("Deployment")[0]);
    delete noContainers.spec.template.spec.containers;
    await expect(validateAgainstOpenApi(noContainers)).rejects.toThrow(/containers/);
  });

  it("ships no Secret and no secret value: suri-secrets is referenced and created by the operator", () => {
    expect(byKind("Secret")).toEqual([]);
    expect(kustomization.secretGenerator).toBeUndefined();
    const text = (kustomization.resources as string[]).map((f) => read(`k8s/${f}`)).join("\n");
    expect(text).not.toMatch(/CHANGE_ME|stringData|sk_live|sk_test|BEGIN PRIVATE KEY/);
    for (const d of byKind("Deployment"))
      expect(d.spec.template.spec.containers[0].envFrom).toContainEqual({ secretRef: { name: "suri-secrets" } });
    expect(read("k8s/README.md")).toContain("kubectl create secret generic suri-secrets");
  });

  it("runs NATS as a three-node cluster: resources, one node per host, parallel start, a PDB", () => {
    const [sts] = byKind("StatefulSet");
    expect(sts.spec.replicas).toBe(3);
    expect(sts.spec.podManagementPolicy).toBe("Parallel");
    const pod = sts.spec.template.spec;
    expect(pod.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0]).toMatchObject({
      topologyKey: "kubernetes.io/hostname",
      labelSelector: { matchLabels: sts.spec.selector.matchLabels },
    });
    const c = pod.containers[0];
    expect(c.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(c.resources.limits.memory).toBeDefined();
    expect(c.readinessProbe.httpGet.path).toBe("/healthz");
    expect(pod.volumes).toContainEqual({ name: "config", configMap: { name: "nats-config" } });
    expect(generated.map((g) => g.metadata.name)).toContain("nats-config");
    const pdb = byKind("PodDisruptionBudget").find((p) => p.metadata.name === "nats");
    expect(pdb.spec).toEqual({ maxUnavailable: 1, selector: { matchLabels: sts.spec.selector.matchLabels } });
    const config = byKind("ConfigMap").find((m) => m.metadata.name === "suri-config").data;
    expect(config.NATS_STREAM_REPLICAS).toBe("3");
    expect(config.METRICS_PORT).toBe("9464");
    expect(read("k8s/nats.conf")).toMatch(/sync_interval:\s*always/);
  });

  it("gives every service a Deployment with probes, resources, scrape annotations, an HPA and a PDB", () => {
    const deployments = byKind("Deployment");
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(SERVICES.map((s) => `suri-${s}`).sort());
    for (const d of deployments) {
      const name = d.metadata.name;
      const pod = d.spec.template;
      const c = pod.spec.containers[0];
      expect(c.readinessProbe.httpGet.path, name).toBe("/readyz");
      expect(c.livenessProbe.httpGet.path, name).toBe("/healthz");
      expect(c.startupProbe.httpGet.path, name).toBe("/healthz");
      expect(c.resources.requests.cpu, name).toBeDefined();
      expect(c.resources.requests.memory, name).toBeDefined();
      expect(c.resources.limits.memory, name).toBeDefined();
      expect(pod.metadata.annotations, name).toEqual({
        "prometheus.io/scrape": "true",
        "prometheus.io/port": String(c.ports.find((p: Manifest) => p.name === "metrics").containerPort),
        "prometheus.io/path": "/metrics",
      });
      const hpa = byKind("HorizontalPodAutoscaler").find((h) => h.spec.scaleTargetRef.name === name);
      expect(hpa, `HPA for ${name}`).toBeDefined();
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      const pdb = byKind("PodDisruptionBudget").find(
        (p) => JSON.stringify(p.spec.selector.matchLabels) === JSON.stringify(d.spec.selector.matchLabels),
      );
      expect(pdb, `PDB for ${name}`).toBeDefined();
      expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
    }
  });
});
