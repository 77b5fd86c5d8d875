import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NatsConnection } from "@nats-io/transport-node";
import { raiseStreamReplicas } from "./bus/nats";
import type { Logger } from "./log";

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Files users hand us (uploads), kept only until a service has read them. Keys are made here,
 * never by the client, so a key can name nothing outside the store.
 */
export interface ObjectStore {
  readonly kind: "memory" | "folder" | "nats";
  /** Stores the bytes under a new server-made key and returns the key. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  /** The object, or null when the key is unknown (or malformed). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes objects stored before `cutoff` (leftovers of jobs that never finished); returns how many. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

const KEY = /^obj-[0-9a-z]{8,12}-[0-9a-f-]{36}$/;
const newKey = () => `obj-${Date.now().toString(36)}-${randomUUID()}`;
export const isObjectKey = (key: string) => KEY.test(key);

/** In memory: tests and DATA_DIR=":memory:". */
export class MemoryObjectStore implements ObjectStore {
  readonly kind = "memory";
  private readonly objects = new Map<string, StoredObject & { at: number }>();

  async put(bytes: Uint8Array, contentType: string) {
    const key = newKey();
    this.objects.set(key, { bytes: Uint8Array.from(bytes), contentType, at: Date.now() });
    return key;
  }
  async get(key: string) {
    const found = this.objects.get(key);
    return found ? { bytes: found.bytes, contentType: found.contentType } : null;
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
  async deleteOlderThan(cutoff: Date) {
    let removed = 0;
    for (const [key, value] of this.objects) {
      if (value.at < cutoff.getTime()) {
        this.objects.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

/** A local folder (embedded mode): `<key>` holds the bytes, `<key>.type` the content type. */
export class FolderObjectStore implements ObjectStore {
  readonly kind = "folder";
  private ready?: Promise<unknown>;

  constructor(private readonly dir: string) {}

  private async folder() {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 });
    await this.ready;
    return this.dir;
  }

  async put(bytes: Uint8Array, contentType: string) {
    const dir = await this.folder();
    const key = newKey();
    await writeFile(path.join(dir, key), bytes, { mode: 0o600, flag: "wx" });
    await writeFile(path.join(dir, `${key}.type`), contentType, { mode: 0o600 });
    return key;
  }
  async get(key: string) {
    if (!isObjectKey(key)) return null;
    const dir = await this.folder();
    try {
      const [bytes, contentType] = await Promise.all([
        readFile(path.join(dir, key)),
        readFile(path.join(dir, `${key}.type`), "utf8"),
      ]);
      return { bytes: new Uint8Array(bytes), contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw err;
    }
  }
  async delete(key: string) {
    if (!isObjectKey(key)) return;
    const dir = await this.folder();
    await rm(path.join(dir, key), { force: true });
    await rm(path.join(dir, `${key}.type`), { force: true });
  }
  async deleteOlderThan(cutoff: Date) {
    const dir = await this.folder();
    let removed = 0;
    for (const name of await readdir(dir)) {
      if (!isObjectKey(name)) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info && info.mtime < cutoff) {
        await this.delete(name);
        removed += 1;
      }
    }
    return removed;
  }
}

export interface NatsObjectStoreOptions {
  /** Bucket name; the namespace prefix is added by `createObjectStore`. */
  bucket: string;
  replicas: number;
  log?: Logger;
  /** The bucket's own expiry: objects older than this vanish even if nobody deletes them. */
  objectTtlMs: number;
}

/** The NATS JetStream object store (distributed mode): every process sees the same bucket. */
export class NatsObjectStore implements ObjectStore {
  readonly kind = "nats";
  private bucket?: Promise<import("@nats-io/obj").ObjectStore>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly opts: NatsObjectStoreOptions,
  ) {}

  private open() {
    this.bucket ??= (async () => {
      const { Objm, StorageType } = await import("@nats-io/obj");
      const store = await new Objm(this.nc).create(this.opts.bucket, {
        storage: StorageType.File,
        replicas: this.opts.replicas,
        ttl: this.opts.objectTtlMs * 1_000_000,
      });
      // An existing bucket keeps the replicas it was made with: raise them as the event streams are.
      const { jetstreamManager } = await import("@nats-io/jetstream");
      if (this.opts.log) {
        const jsm = await jetstreamManager(this.nc);
        await raiseStreamReplicas(jsm, `OBJ_${this.opts.bucket}`, this.opts.replicas, this.opts.log);
      }
      return store;
    })().catch((err) => {
      this.bucket = undefined;
      throw err;
    });
    return this.bucket;
  }

  async put(bytes: Uint8Array, contentType: string) {
    const key = newKey();
    await (await this.open()).putBlob({ name: key, description: contentType }, bytes);
    return key;
  }
  async get(key: string) {
    if (!isObjectKey(key)) return null;
    const bucket = await this.open();
    const info = await bucket.info(key);
    if (!info || info.deleted) return null;
    const bytes = await bucket.getBlob(key);
    return bytes
      ? {
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: info.description ?? "application/octet-stream",
        }
      : null;
  }
  async delete(key: string) {
    if (!isObjectKey(key)) return;
    const bucket = await this.open();
    const info = await bucket.info(key);
    if (info && !info.deleted) await bucket.delete(key);
  }
  async deleteOlderThan(cutoff: Date) {
    const bucket = await this.open();
    let removed = 0;
    for (const info of await bucket.list()) {
      if (!info.deleted && new Date(info.mtime) < cutoff) {
        await bucket.delete(info.name);
        removed += 1;
      }
    }
    return removed;
  }
}

/** Objects older than this are gone from a NATS bucket whatever happens (a backstop for leaks). */
const NATS_OBJECT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The object store for this mode: NATS when the bus is NATS, else a folder under DATA_DIR/objects,
 * else (DATA_DIR=":memory:") memory.
 */
export function createObjectStore(opts: {
  dataDir: string;
  nats?: NatsConnection;
  namespace?: string;
  replicas: number;
  log?: Logger;
}): ObjectStore {
  if (opts.nats) {
    const bucket = `${opts.namespace ? `${opts.namespace}_` : ""}suri_uploads`;
    return new NatsObjectStore(opts.nats, {
      bucket,
      replicas: opts.replicas,
      log: opts.log,
      objectTtlMs: NATS_OBJECT_TTL_MS,
    });
  }
  if (opts.dataDir === ":memory:") return new MemoryObjectStore();
  return new FolderObjectStore(path.resolve(opts.dataDir, "objects"));
}
