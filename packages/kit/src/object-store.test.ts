import { mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { jetstreamManager } from "@nats-io/jetstream";
import { afterAll, describe, expect, it } from "vitest";
import { MODES, runtimeFor } from "../test/support/harness";
import { FolderObjectStore, isObjectKey, MemoryObjectStore, NatsBus, type ObjectStore } from "./index";

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

async function roundTrip(store: ObjectStore) {
  const key = await store.put(bytes, "image/png");
  expect(isObjectKey(key)).toBe(true);
  expect(await store.get(key)).toEqual({ bytes, contentType: "image/png" });
  const other = await store.put(new Uint8Array([1]), "application/pdf");
  expect(other).not.toBe(key);
  await store.delete(key);
  expect(await store.get(key)).toBeNull();
  await store.delete(key); // twice is fine
  expect((await store.get(other))?.contentType).toBe("application/pdf");
  await store.delete(other);
}

describe("object store adapters", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "suri-objects-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("memory: put, get, delete", () => roundTrip(new MemoryObjectStore()));

  it("folder: put, get, delete, and keys that are not ours name nothing", async () => {
    const store = new FolderObjectStore(path.join(dir, "objects"));
    await roundTrip(store);
    for (const key of ["../../etc/passwd", "obj-x/../y", "", "obj-abc"]) {
      expect(await store.get(key)).toBeNull();
      await store.delete(key);
    }
  });

  it("folder: sweeps objects older than the cutoff", async () => {
    const store = new FolderObjectStore(path.join(dir, "sweep"));
    const old = await store.put(bytes, "image/png");
    const fresh = await store.put(bytes, "image/png");
    const past = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(dir, "sweep", old), past, past);
    expect(await store.deleteOlderThan(new Date(Date.now() - 3600_000))).toBe(1);
    expect(await store.get(old)).toBeNull();
    expect(await store.get(fresh)).not.toBeNull();
    expect(readdirSync(path.join(dir, "sweep")).sort()).toEqual([fresh, `${fresh}.type`].sort());
  });
});

describe.each(MODES)("the runtime's object store (%s)", (mode) => {
  it("round-trips through the mode's adapter", async () => {
    const { rt, teardown } = await runtimeFor(mode);
    try {
      expect(rt.objects.kind).toBe(mode === "distributed" ? "nats" : "memory");
      await roundTrip(rt.objects);
      const key = await rt.objects.put(bytes, "image/png");
      expect(await rt.objects.deleteOlderThan(new Date(Date.now() + 60_000))).toBe(1);
      expect(await rt.objects.get(key)).toBeNull();
    } finally {
      if (rt.bus instanceof NatsBus) {
        const jsm = await jetstreamManager(rt.bus.connection);
        await jsm.streams.delete(`OBJ_${rt.config.NATS_NAMESPACE}_suri_uploads`).catch(() => {});
      }
      await teardown();
    }
  });
});
