import { jetstreamManager, RetentionPolicy, StorageType } from "@nats-io/jetstream";
import { connect, type NatsConnection } from "@nats-io/transport-node";
import { TEST_NATS_URL, testLogger, uniqueSuffix } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { natsServers, raiseStreamReplicas } from "../index";

// Raising R1 → R3 for real needs a cluster: tests/cluster runs that against three nats-servers.
describe("stream replicas at boot (single server)", () => {
  let nc: NatsConnection;
  const stream = `REPLICAS_${uniqueSuffix().toUpperCase()}`;

  beforeAll(async () => {
    nc = await connect({ servers: natsServers(`${TEST_NATS_URL}, ${TEST_NATS_URL}`) });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({
      name: stream,
      subjects: [`${stream.toLowerCase()}.>`],
      storage: StorageType.Memory,
      retention: RetentionPolicy.Limits,
      num_replicas: 1,
    });
  });
  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => {});
    await nc.close();
  });

  it("splits a comma-separated NATS_URL into the cluster's servers", () => {
    expect(natsServers("nats://a:4222, nats://b:4222,,nats://c:4222")).toEqual([
      "nats://a:4222",
      "nats://b:4222",
      "nats://c:4222",
    ]);
  });

  it("raises an existing stream's replicas to the configured count, and never lowers them", async () => {
    const jsm = await jetstreamManager(nc);
    await raiseStreamReplicas(jsm, stream, 1, testLogger());
    expect((await jsm.streams.info(stream)).config.num_replicas).toBe(1);
    // A single nats-server accepts the setting (it keeps one copy); tests/cluster checks three.
    await raiseStreamReplicas(jsm, stream, 3, testLogger());
    expect((await jsm.streams.info(stream)).config.num_replicas).toBe(3);
    await raiseStreamReplicas(jsm, stream, 1, testLogger());
    expect((await jsm.streams.info(stream)).config.num_replicas).toBe(3);
  });
});
