import { gzip } from "node:zlib";

/**
 * The gateway's read model of each signed-in user's hot reads (balance, report list, finished jobs,
 * reports): each answer's JSON, as its route serialised it once (and gzipped once, for clients that
 * take it), kept in memory until the user's data changes. Invalidation is explicit and per user (see
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
  /** The kept answers' total size (JSON and its gzip) before the least recently read users' go. */
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

/** An answer as sent: its JSON, and the JSON gzipped once a client that takes gzip has asked for it. */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly gzipped?: Buffer;
}

interface Entry {
  body: Buffer;
  gzipped?: Buffer;
  gzipping?: boolean;
  until: number;
}

interface UserEntries {
  entries: Map<string, Entry>;
  loading: Map<string, Promise<KeptAnswer>>;
  bytes: number;
}

/** Smaller answers are sent as they are (gzip would save a packet at most). */
const GZIP_BYTES_MIN = 1024;
const sizeOf = (e: Entry) => e.body.length + (e.gzipped?.length ?? 0);
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
   * share it). `wantsGzip`: the client takes gzip, so a large kept answer gets its gzip made (once).
   */
  read(userId: string, key: string, load: () => Promise<LoadedRead>, wantsGzip = false): Promise<KeptAnswer> {
    let user = this.users.get(userId);
    if (user) {
      const hit = user.entries.get(key);
      if (hit) {
        if (this.now() < hit.until) {
          this.users.delete(userId);
          this.users.set(userId, user);
          if (wantsGzip && !hit.gzipped && !hit.gzipping && hit.body.length >= GZIP_BYTES_MIN) {
            this.gzip(userId, user, key, hit);
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
      const entry: Entry = { body: Buffer.from(loaded.body), until };
      if (target && loaded.keep && until > this.now()) this.keep(target, key, entry);
      return entry;
    } finally {
      user.loading.delete(key);
    }
  }

  /** Gzip a kept answer off the event loop; counted in the budget if it is still kept when done. */
  private gzip(userId: string, user: UserEntries, key: string, entry: Entry) {
    entry.gzipping = true;
    gzip(entry.body, (err, gzipped) => {
      entry.gzipping = false;
      if (err || gzipped.length >= entry.body.length) return;
      const kept = this.users.get(userId) === user && user.entries.get(key) === entry;
      entry.gzipped = gzipped;
      if (!kept) return;
      user.bytes += gzipped.length;
      this.bytes += gzipped.length;
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
