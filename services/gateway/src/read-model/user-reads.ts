import { brotliCompress, constants, gzip } from "node:zlib";

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
  /** The kept answers' total size (JSON and its compressed copies) before the least recently read users' go. */
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
  until: number;
}

interface UserEntries {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<KeptAnswer>>;
  bytes: number;
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
const emptyUser = (): UserEntries => ({ entries: new Map(), loading: new Map(), bytes: 0 });

export class UserReads {
  /** Least recently read first (a Map keeps insertion order; a read re-inserts its user). */
  private readonly users = new Map<string, UserEntries>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(readonly opts: UserReadsOptions) {
    this.now = opts.now ?? Date.now;
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
    let user = this.users.get(userId);
    if (user) {
      const hit = user.entries.get(key);
      if (hit) {
        if (this.now() < hit.until) {
          this.users.delete(userId);
          this.users.set(userId, user);
          if (hit.body.length >= COMPRESS_BYTES_MIN) {
            for (const coding of codings) {
              if (!hit.coded[coding] && !hit.coding?.has(coding)) this.compress(userId, user, key, hit, coding);
            }
          }
          return Promise.resolve(hit);
        }
        this.dropEntry(user, key, hit);
      }
      const running = user.loading.get(key);
      if (running) return running;
    } else {
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
      const current = this.users.get(userId) === user;
      let target: UserEntries | undefined = current ? user : undefined;
      if (loaded.othersChanged) {
        this.invalidate(userId);
        if (current) {
          target = emptyUser();
          this.users.set(userId, target);
        }
      }
      const until = Math.min(this.now() + this.opts.maxAgeMs, loaded.expiresAt ?? Number.POSITIVE_INFINITY);
      const entry: Entry = { body: Buffer.from(loaded.body), coded: {}, until };
      if (target && loaded.keep && until > this.now()) this.keep(target, key, entry);
      return entry;
    } finally {
      user.loading.delete(key);
    }
  }

  /** Compress a kept answer off the event loop; counted in the budget if it is still kept when done. */
  private compress(userId: string, user: UserEntries, key: string, entry: Entry, coding: Coding) {
    entry.coding ??= new Set();
    entry.coding.add(coding);
    compressors[coding](entry.body, (err, out) => {
      entry.coding?.delete(coding);
      if (err || out.length >= entry.body.length) return;
      const kept = this.users.get(userId) === user && user.entries.get(key) === entry;
      entry.coded[coding] = out;
      if (!kept) return;
      user.bytes += out.length;
      this.bytes += out.length;
      this.evict(user);
    });
  }

  private keep(user: UserEntries, key: string, entry: Entry) {
    const old = user.entries.get(key);
    if (old) this.dropEntry(user, key, old);
    if (user.entries.size >= this.opts.entriesPerUserMax) {
      const [oldestKey, oldest] = user.entries.entries().next().value!;
      this.dropEntry(user, oldestKey, oldest);
    }
    user.entries.set(key, entry);
    user.bytes += sizeOf(entry);
    this.bytes += sizeOf(entry);
    this.evict(user);
    // One answer larger than the whole budget is not kept either.
    if (this.bytes > this.opts.bytesMax) this.dropEntry(user, key, entry);
  }

  /** Over budget: the least recently read users' answers go (never those of `keeping`). */
  private evict(keeping: UserEntries) {
    for (const [id, u] of this.users) {
      if (this.bytes <= this.opts.bytesMax) return;
      if (u !== keeping) this.invalidate(id);
    }
  }

  private dropEntry(user: UserEntries, key: string, entry: Entry) {
    user.entries.delete(key);
    user.bytes -= sizeOf(entry);
    this.bytes -= sizeOf(entry);
  }

  /** The user's data changed: nothing kept for them is answered again, nor is any load now running. */
  invalidate(userId: string) {
    const user = this.users.get(userId);
    if (!user) return;
    this.bytes -= user.bytes;
    this.users.delete(userId);
  }

  /** Everyone's data may have changed (a purchase whose buyer is unknown here, a gap in the stream). */
  clear() {
    this.users.clear();
    this.bytes = 0;
  }

  /** How many answers are kept, and their total size. */
  get size() {
    let entries = 0;
    for (const u of this.users.values()) entries += u.entries.size;
    return { users: this.users.size, entries, bytes: this.bytes };
  }
}
