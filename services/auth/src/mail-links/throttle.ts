import { TOO_MANY_MAILS_MESSAGE } from "@suri/contracts";
import { AppError, type Knex, type ServiceStore } from "@suri/kit";

/** At most `max` requests per `windowMs` for one key. */
export interface ThrottleRule {
  max: number;
  windowMs: number;
}

/**
 * Counts requests per key (a user, a hashed address, a client) in auth's database, so every replica
 * shares the count. A request over any rule is refused with 429 and how long until it would pass;
 * a refused request is not counted. Old rows are dropped as the key is next used.
 */
export async function takeThrottle(
  trx: Knex.Transaction,
  service: ServiceStore,
  key: string,
  rules: readonly ThrottleRule[],
): Promise<void> {
  const table = service.t("throttle_events");
  const now = service.rt.now().getTime();
  const longest = Math.max(...rules.map((r) => r.windowMs));
  // One request per key at a time: two racing requests cannot both see room for one.
  await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [key]);
  await trx(table)
    .where({ key })
    .where("at", "<", new Date(now - longest))
    .delete();
  const times = ((await trx(table).where({ key }).orderBy("at", "desc").select("at")) as { at: Date | string }[]).map(
    (r) => new Date(r.at).getTime(),
  );
  let waitMs = 0;
  for (const rule of rules) {
    const inWindow = times.filter((t) => t > now - rule.windowMs);
    if (inWindow.length >= rule.max) {
      // The request passes once the oldest of the last `max` leaves the window.
      const oldest = inWindow[rule.max - 1]!;
      waitMs = Math.max(waitMs, oldest + rule.windowMs - now);
    }
  }
  if (waitMs > 0) throw tooMany(waitMs);
  await trx(table).insert({ key, at: new Date(now) });
}

export const tooMany = (waitMs: number) =>
  new AppError("too_many_requests", TOO_MANY_MAILS_MESSAGE, 429, {
    retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)),
  });
