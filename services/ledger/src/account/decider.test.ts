import { AppError } from "@suri/kit";
import { describe, expect, it } from "vitest";
import { type AccountCommand, type AccountEvent, decide, evolve, initialState } from "./decider";

const acct = "00000000-0000-4000-8000-000000000001";
const job = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;
const at = new Date("2026-11-21T10:00:00Z");
const ttlMs = 15 * 60_000;
const expiresAt = "2026-11-21T10:15:00.000Z";

const reserved = (n: number, source: "free" | "paid"): AccountEvent => ({
  type: "CreditReserved",
  data: { accountId: acct, jobId: job(n), source, amount: 1, expiresAt },
});
const posted = (n: number, source: "free" | "paid"): AccountEvent => ({
  type: "ReservationPosted",
  data: { accountId: acct, jobId: job(n), source, amount: 1 },
});
const voided = (n: number, source: "free" | "paid", reason = "report failed"): AccountEvent => ({
  type: "ReservationVoided",
  data: { accountId: acct, jobId: job(n), source, amount: 1, reason },
});
const expired = (n: number, source: "free" | "paid"): AccountEvent => ({
  type: "ReservationExpired",
  data: { accountId: acct, jobId: job(n), source, amount: 1 },
});
const granted = (amount: number, reference = "pay-1"): AccountEvent => ({
  type: "CreditsGranted",
  data: { accountId: acct, amount, reason: "purchase", reference },
});
const reserve = (n: number, when = at, emailVerified = true): AccountCommand => ({
  type: "ReserveCredit",
  accountId: acct,
  jobId: job(n),
  at: when,
  ttlMs,
  emailVerified,
});
/** A screening of a search page: a paid credit only. */
const reserveScreening = (n: number, emailVerified = true): AccountCommand => ({
  type: "ReserveCredit",
  accountId: acct,
  jobId: job(n),
  at,
  ttlMs,
  emailVerified,
  paidOnly: true,
});
const post = (n: number): AccountCommand => ({ type: "PostReservation", accountId: acct, jobId: job(n) });
const voidIt = (n: number): AccountCommand => ({
  type: "VoidReservation",
  accountId: acct,
  jobId: job(n),
  reason: "report failed",
});
const expire = (n: number, when: Date): AccountCommand => ({
  type: "ExpireReservation",
  accountId: acct,
  jobId: job(n),
  at: when,
});
const grant = (amount: number, reference = "pay-1"): AccountCommand => ({
  type: "GrantCredits",
  accountId: acct,
  amount,
  reason: "purchase",
  reference,
});
const later = new Date("2026-11-21T10:15:00Z");
const postedAt = (e: AccountEvent, occurredAt: string) => ({ ...e, occurredAt });
const restoredEv = (n: number, when: string, reason = "wrong city"): AccountEvent => ({
  type: "CreditRestored",
  data: { accountId: acct, jobId: job(n), amount: 1, reason, restoredAt: when },
});
const revoked = (amount: number, reference = "ticket-1"): AccountEvent => ({
  type: "CreditsRevoked",
  data: { accountId: acct, amount, reason: "chargeback", reference },
});
const restore = (n: number, when: Date, reason = "wrong city"): AccountCommand => ({
  type: "RestoreCredit",
  accountId: acct,
  jobId: job(n),
  reason,
  at: when,
});
const revoke = (amount: number, reference = "ticket-1"): AccountCommand => ({
  type: "RevokeCredits",
  accountId: acct,
  amount,
  reason: "chargeback",
  reference,
});
const closeIt = (when: Date): AccountCommand => ({ type: "CloseAccount", accountId: acct, at: when });
const closedEv = (when: Date, unspentCredits: number): AccountEvent => ({
  type: "AccountClosed",
  data: { accountId: acct, closedAt: when.toISOString(), unspentCredits },
});
const day = (d: number) => new Date(Date.parse("2026-11-21T10:00:00Z") + d * 24 * 3600_000);
/** A paid report n posted on day d. */
const paidReport = (n: number, d: number): AccountEvent[] => [
  reserved(n, "paid"),
  postedAt(posted(n, "paid"), day(d).toISOString()),
];

const fingerprint = "fp-of-maria.santos@gmail.com";
const open = (fingerprintClaimed: boolean): AccountCommand => ({
  type: "OpenAccount",
  accountId: acct,
  emailFingerprint: fingerprint,
  fingerprintClaimed,
});
const freeGranted: AccountEvent = {
  type: "FreeReportGranted",
  data: { accountId: acct, emailFingerprint: fingerprint },
};
const freeWithheld: AccountEvent = {
  type: "FreeReportWithheld",
  data: { accountId: acct, emailFingerprint: fingerprint, reason: "email_had_it" },
};

type Row = [
  name: string,
  given: AccountEvent[],
  when: AccountCommand,
  then: AccountEvent[] | { error: string; status: number },
];

const table: Row[] = [
  ["a new account reserves its free report", [], reserve(1), [reserved(1, "free")]],
  [
    "an unconfirmed address cannot use the free report",
    [],
    reserve(1, at, false),
    { error: "email_not_verified", status: 403 },
  ],
  [
    "an unconfirmed address spends a paid credit and keeps the free report",
    [granted(1)],
    reserve(1, at, false),
    [reserved(1, "paid")],
  ],
  [
    "an unconfirmed address whose free report is used is told to buy credits",
    [reserved(1, "free"), posted(1, "free")],
    reserve(2, at, false),
    { error: "insufficient_credits", status: 402 },
  ],
  ["a retried reservation of the same job reserves nothing more", [reserved(1, "free")], reserve(1), []],
  [
    "while the free report is held and no credits are paid, a second job is refused",
    [reserved(1, "free")],
    reserve(2),
    { error: "insufficient_credits", status: 402 },
  ],
  [
    "after the free report is used, 0 credits → 402",
    [reserved(1, "free"), posted(1, "free")],
    reserve(2),
    { error: "insufficient_credits", status: 402 },
  ],
  ["a voided free report is free again", [reserved(1, "free"), voided(1, "free")], reserve(2), [reserved(2, "free")]],
  [
    "an expired free report is free again",
    [reserved(1, "free"), expired(1, "free")],
    reserve(2),
    [reserved(2, "free")],
  ],
  [
    "with the free report used, a paid credit is reserved",
    [reserved(1, "free"), posted(1, "free"), granted(2)],
    reserve(2),
    [reserved(2, "paid")],
  ],
  [
    "paid credits held by pending reservations cannot be spent twice",
    [reserved(1, "free"), posted(1, "free"), granted(1), reserved(2, "paid")],
    reserve(3),
    { error: "insufficient_credits", status: 402 },
  ],
  [
    "reserving a job that was already posted is refused",
    [reserved(1, "free"), posted(1, "free")],
    reserve(1),
    { error: "reservation_not_pending", status: 409 },
  ],
  ["posting a pending reservation", [reserved(1, "free")], post(1), [posted(1, "free")]],
  ["double post is a no-op", [reserved(1, "free"), posted(1, "free")], post(1), []],
  [
    "post after void is refused",
    [reserved(1, "free"), voided(1, "free")],
    post(1),
    { error: "reservation_not_pending", status: 409 },
  ],
  [
    "post after expiry is refused",
    [reserved(1, "free"), expired(1, "free")],
    post(1),
    { error: "reservation_not_pending", status: 409 },
  ],
  ["post of an unknown job is refused", [], post(9), { error: "reservation_not_found", status: 404 }],
  ["void of a pending reservation", [reserved(1, "paid")], voidIt(1), [voided(1, "paid")]],
  ["double void is a no-op", [reserved(1, "paid"), voided(1, "paid")], voidIt(1), []],
  [
    "void after post is refused",
    [reserved(1, "paid"), posted(1, "paid")],
    voidIt(1),
    { error: "reservation_not_pending", status: 409 },
  ],
  ["void after expiry is a no-op", [reserved(1, "paid"), expired(1, "paid")], voidIt(1), []],
  ["expiry before the deadline does nothing", [reserved(1, "paid")], expire(1, new Date("2026-11-21T10:14:59Z")), []],
  ["expiry at the deadline expires", [reserved(1, "paid")], expire(1, later), [expired(1, "paid")]],
  ["expiry of a posted reservation does nothing", [reserved(1, "paid"), posted(1, "paid")], expire(1, later), []],
  ["granting credits", [], grant(5), [granted(5)]],
  ["granting with a reference already used does nothing", [granted(5)], grant(5), []],
  ["granting zero credits is refused", [], grant(0), { error: "invalid_amount", status: 400 }],
  ["revoking spendable credits", [granted(3)], revoke(2), [revoked(2)]],
  [
    "revoking more than is spendable is refused (no negative balance)",
    [granted(1)],
    revoke(2),
    { error: "insufficient_balance", status: 409 },
  ],
  ["a revocation with a reference already used does nothing", [granted(3), revoked(1)], revoke(1), []],
  [
    "restoring a posted report's credit within 7 days",
    [granted(1), ...paidReport(1, 0)],
    restore(1, day(6)),
    [restoredEv(1, day(6).toISOString())],
  ],
  [
    "restoring the free report gives the free report back, not a paid credit",
    [reserved(1, "free"), postedAt(posted(1, "free"), day(0).toISOString())],
    restore(1, day(1)),
    [
      {
        type: "FreeReportRestored",
        data: { accountId: acct, jobId: job(1), reason: "wrong city", restoredAt: day(1).toISOString() },
      },
    ],
  ],
  [
    "restoring twice is refused",
    [granted(1), ...paidReport(1, 0), restoredEv(1, day(1).toISOString())],
    restore(1, day(2)),
    { error: "already_restored", status: 409 },
  ],
  [
    "restoring after 7 days is refused",
    [granted(1), ...paidReport(1, 0)],
    restore(1, day(8)),
    { error: "restore_window_closed", status: 422 },
  ],
  [
    "restoring a voided (uncharged) report is refused",
    [reserved(1, "free"), voided(1, "free")],
    restore(1, day(1)),
    { error: "not_charged", status: 422 },
  ],
  [
    "a fourth restoration within 30 days is refused",
    [
      granted(4),
      ...paidReport(1, 0),
      ...paidReport(2, 0),
      ...paidReport(3, 0),
      ...paidReport(4, 0),
      restoredEv(1, day(1).toISOString()),
      restoredEv(2, day(1).toISOString()),
      restoredEv(3, day(2).toISOString()),
    ],
    restore(4, day(3)),
    { error: "restore_limit_reached", status: 429 },
  ],
  // Issue 20: the user deleted their account.
  [
    "closing an account records the paid credits left unspent",
    [granted(3), ...paidReport(1, 0)],
    closeIt(day(1)),
    [closedEv(day(1), 2)],
  ],
  ["closing a closed account again changes nothing", [granted(1), closedEv(day(1), 1)], closeIt(day(2)), []],
  [
    "a closed account reserves nothing, not even its free report",
    [closedEv(day(1), 0)],
    reserve(1, day(2)),
    { error: "account_closed", status: 410 },
  ],
  [
    "a reservation made before the account closed still settles",
    [granted(1), reserved(1, "paid"), closedEv(day(1), 0)],
    post(1),
    [posted(1, "paid")],
  ],
  [
    "a payment credited after the account closed is still recorded",
    [closedEv(day(1), 0)],
    grant(2, "pay-late"),
    [granted(2, "pay-late")],
  ],
  ["a new address's account gets the free report", [], open(false), [freeGranted]],
  ["an address that had its free report gets none on a new account", [], open(true), [freeWithheld]],
  ["the free report is decided once (a repeated opening changes nothing)", [freeGranted], open(true), []],
  ["…also when it was withheld", [freeWithheld], open(false), []],
  [
    "an account whose address had its free report must pay for the first report",
    [freeWithheld],
    reserve(1),
    { error: "insufficient_credits", status: 402 },
  ],
  ["…and reserves a paid credit when it has one", [freeWithheld, granted(1)], reserve(1), [reserved(1, "paid")]],
  ["an account granted the free report reserves it", [freeGranted], reserve(1), [reserved(1, "free")]],
  [
    "a screening takes a paid credit and leaves the free report for a report",
    [freeGranted, granted(1)],
    reserveScreening(1),
    [reserved(1, "paid")],
  ],
  [
    "a screening with only the free report left is refused as without credits, even unconfirmed",
    [freeGranted],
    reserveScreening(1, false),
    { error: "insufficient_credits", status: 402 },
  ],
];

describe("credit account decider", () => {
  it.each(table)("%s", (_name, given, when, then) => {
    const state = given.reduce((s, e) => evolve(s, e), initialState());
    if (Array.isArray(then)) {
      expect(decide(when, state)).toEqual(then);
    } else {
      let caught: unknown;
      try {
        decide(when, state);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect((caught as AppError).code).toBe(then.error);
      expect((caught as AppError).status).toBe(then.status);
    }
  });

  it("keeps the balance arithmetic: a void returns a paid credit, a post consumes it", () => {
    const s = [
      granted(3),
      reserved(1, "free"),
      posted(1, "free"),
      reserved(2, "paid"),
      reserved(3, "paid"),
      voided(2, "paid"),
      posted(3, "paid"),
    ].reduce(evolve, initialState());
    expect({
      available: s.available,
      reserved: s.reserved,
      reportsGenerated: s.reportsGenerated,
      freeReportUsed: s.freeReportUsed,
    }).toEqual({
      available: 2,
      reserved: 0,
      reportsGenerated: 2,
      freeReportUsed: true,
    });
  });
});
