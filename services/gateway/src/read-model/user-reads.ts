import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * The gateway's read model of each signed-in user's hot reads (balance, report list, finished jobs,
 * reports): each answer's JSON, as its route serialised it once (and compressed once in each coding
 * its clients take: brotli, gzip), kept in memory until the user's data changes. Invalidation is explicit and per user (see
 * `keepUserReadsCurrent`): an event of the user's from the stream, a write the user made through any
 * replica, or a gap in the stream drops every answer kept for them. A load that was running while
 * its user's answers were dropped is answered but not kept, so an answer read before a change is
 * never kept after it.
 */
export interface UserReadsOptions {
  /**
   * The longest an answer is kept whatever happens: the bound on staleness should an invalidation
   * ever be lost. 0 keeps nothing (every read asks the owner service).
   */
  maxAgeMs: number;
  /** The kept answers' total size (JSON and its compressed copies) before the least recently read go. */
  bytesMax: number;
  /** Answers kept per user; the oldest goes first. */
  entriesPerUserMax: number;
  now?: () => number;
}

/** What a load answers: the serialised answer, and whether and how long it may be kept. */
export interface LoadedRead {
  body: string;
  keep: boolean;
  /** Never kept past this instant (ms since the epoch), e.g. a report's end of retention. */
  expiresAt?: number;
  /**
   * The answer shows a change the user's other answers may not know of yet (a job seen finished before
   * its event arrived): they are dropped, this one is kept.
   */
  othersChanged?: boolean;
}

/** A content coding a kept answer can be sent in. */
export type Coding = "br" | "gzip";

/** An answer as sent: its JSON, and the JSON in each coding made once a client that takes it asked. */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly coded: Readonly<Partial<Record<Coding, Buffer>>>;
}

interface Entry {
  body: Buffer;
  coded: Partial<Record<Coding, Buffer>>;
  /** Codings being made now. */
  coding?: Set<Coding>;
}

/**
 * What the cache holds under a user's key: a new one each time the entry's size changes (a coding
 * made), since the cache measures a value when it is set.
 */
interface Kept {
  entry: Entry;
}

/** A user with kept answers or a load running; replaced when their data changes. */
interface UserEntries {
  /** The user's kept keys, oldest first. */
  keys: Set<string>;
  loading: Map<string, Promise<KeptAnswer>>;
}

/** Smaller answers are sent as they are (compression would save a packet at most). */
const COMPRESS_BYTES_MIN = 1024;
const sizeOf = (e: Entry) => e.body.length + (e.coded.br?.length ?? 0) + (e.coded.gzip?.length ?? 0);

/**
 * Made once and sent many times, so brotli compresses hard (quality 10: a 62 kB report in about 25 ms,
 * on libuv's threads, to 13.4 kB against gzip's 15.9 kB).
 */
const compressors: Record<Coding, (body: Buffer, done: (err: Error | null, out: Buffer) => void) => void> = {
  br: (body, done) =>
    brotliCompress(
      body,
      { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } },
      done,
    ),
  gzip: (body, done) => gzip(body, done),
};
const emptyUser = (): UserEntries => ({ keys: new Set(), loading: new Map() });
/** One cache for all users' answers: a user's key joined to their id by a character neither holds. */
const cacheKey = (userId: string, key: string) => `${userId}\u0000${key}`;

export class UserReads {
  /** Every kept answer, least recently read first: the budget's bytes and each answer's time to live. */
  private readonly kept: LRUCache<string, Kept>;
  private readonly users = new Map<string, UserEntries>();
  private readonly now: () => number;

  constructor(readonly opts: UserReadsOptions) {
    const now = opts.now ?? Date.now;
    this.now = now;
    this.kept = new LRUCache<string, Kept>({
      maxSize: opts.bytesMax,
      sizeCalculation: ({ entry }) => Math.max(1, sizeOf(entry)),
      // The clock the loads' `expiresAt` are on, read at every look (no rounding of time).
      perf: { now },
      ttlResolution: 0,
      dispose: (_kept, k, reason) => {
        if (reason !== "set") this.forget(k);
      },
    });
  }

  /**
   * The user's kept answer under `key`, else `load`'s (one load at a time per key; concurrent reads
   * share it). `codings`: what the client takes, so a large kept answer gets each made (once).
   */
  read(
    userId: string,
    key: string,
    load: () => Promise<LoadedRead>,
    codings: readonly Coding[] = [],
  ): Promise<KeptAnswer> {
    const hit = this.kept.get(cacheKey(userId, key))?.entry;
    if (hit) {
      if (hit.body.length >= COMPRESS_BYTES_MIN) {
        for (const coding of codings) {
          if (!hit.coded[coding] && !hit.coding?.has(coding)) this.compress(userId, key, hit, coding);
        }
      }
      return Promise.resolve(hit);
    }
    let user = this.users.get(userId);
    const running = user?.loading.get(key);
    if (running) return running;
    if (!user) {
      user = emptyUser();
      this.users.set(userId, user);
    }
    const loading = this.fill(userId, user, key, load);
    user.loading.set(key, loading);
    return loading;
  }

  private async fill(userId: string, user: UserEntries, key: string, load: () => Promise<LoadedRead>) {
    try {
      const loaded = await load();
      // Dropped (or replaced) while loading: the answer may predate a change, so it is not kept.
      let current = this.users.get(userId) === user;
      if (loaded.othersChanged) {
        this.invalidate(userId);
        if (current) this.users.set(userId, emptyUser());
      }
      const ttl = Math.min(this.opts.maxAgeMs, (loaded.expiresAt ?? Number.POSITIVE_INFINITY) - this.now());
      const entry: Entry = { body: Buffer.from(loaded.body), coded: {} };
      current &&= loaded.keep && ttl > 0;
      if (current) this.keep(userId, key, entry, ttl);
      return entry;
    } finally {
      user.loading.delete(key);
      this.dropIfIdle(userId, user);
    }
  }

  /** Compress a kept answer off the event loop; counted in the budget if it is still kept when done. */
  private compress(userId: string, key: string, entry: Entry, coding: Coding) {
    entry.coding ??= new Set();
    entry.coding.add(coding);
    compressors[coding](entry.body, (err, out) => {
      entry.coding?.delete(coding);
      if (err || out.length >= entry.body.length) return;
      const k = cacheKey(userId, key);
      const kept = this.kept.peek(k)?.entry === entry;
      // A kept answer never outgrows the whole budget: it is then sent as it is.
      if (kept && sizeOf(entry) + out.length > this.opts.bytesMax) return;
      entry.coded[coding] = out;
      if (kept) this.kept.set(k, { entry }, { noUpdateTTL: true });
    });
  }

  private keep(userId: string, key: string, entry: Entry, ttl: number) {
    const k = cacheKey(userId, key);
    this.kept.delete(k);
    // One answer larger than the whole budget is not kept either.
    if (sizeOf(entry) > this.opts.bytesMax) return;
    const user = this.users.get(userId)!;
    user.keys.delete(key);
    user.keys.add(key);
    if (user.keys.size > this.opts.entriesPerUserMax) {
      const [oldest] = user.keys;
      this.kept.delete(cacheKey(userId, oldest!));
    }
    this.kept.set(k, { entry }, { ttl });
  }

  /** An answer left the cache (aged out, evicted, replaced by the user's newer ones, dropped). */
  private forget(k: string) {
    const at = k.indexOf("\u0000");
    const userId = k.slice(0, at);
    const user = this.users.get(userId);
    if (!user) return;
    user.keys.delete(k.slice(at + 1));
    this.dropIfIdle(userId, user);
  }

  private dropIfIdle(userId: string, user: UserEntries) {
    if (user.keys.size === 0 && user.loading.size === 0 && this.users.get(userId) === user) this.users.delete(userId);
  }

  /** The user's data changed: nothing kept for them is answered again, nor is any load now running. */
  invalidate(userId: string) {
    const user = this.users.get(userId);
    if (!user) return;
    this.users.delete(userId);
    for (const key of user.keys) this.kept.delete(cacheKey(userId, key));
  }

  /** Everyone's data may have changed (a purchase whose buyer is unknown here, a gap in the stream). */
  clear() {
    this.users.clear();
    this.kept.clear();
  }

  /** How many answers are kept, and their total size. */
  get size() {
    let users = 0;
    for (const u of this.users.values()) if (u.keys.size > 0) users++;
    return { users, entries: this.kept.size, bytes: this.kept.calculatedSize };
  }
}
