import { EMAIL_NOT_VERIFIED_MESSAGE } from "@suri/contracts";
import { AppError } from "@suri/kit";

/**
 * A user's credit account as an event-sourced decider. Credits are integers. A report holds one
 * credit in a pending reservation (two-phase, as TigerBeetle's pending transfers) that is later
 * posted, voided or expired — each a new event; nothing is ever edited.
 */
export type ReservationSource = "free" | "paid";
export type ReservationStatus = "pending" | "posted" | "voided" | "expired";

export type AccountEvent =
  | {
      type: "CreditReserved";
      data: { accountId: string; jobId: string; source: ReservationSource; amount: number; expiresAt: string };
    }
  | { type: "ReservationPosted"; data: { accountId: string; jobId: string; source: ReservationSource; amount: number } }
  | {
      type: "ReservationVoided";
      data: { accountId: string; jobId: string; source: ReservationSource; amount: number; reason: string };
    }
  | {
      type: "ReservationExpired";
      data: { accountId: string; jobId: string; source: ReservationSource; amount: number };
    }
  | { type: "CreditsGranted"; data: { accountId: string; amount: number; reason: string; reference: string } }
  | { type: "CreditsRevoked"; data: { accountId: string; amount: number; reason: string; reference: string } }
  | {
      type: "CreditRestored";
      data: { accountId: string; jobId: string; amount: number; reason: string; restoredAt: string };
    }
  | { type: "FreeReportRestored"; data: { accountId: string; jobId: string; reason: string; restoredAt: string } }
  | { type: "AccountClosed"; data: { accountId: string; closedAt: string; unspentCredits: number } }
  | { type: "FreeReportGranted"; data: { accountId: string; emailFingerprint: string } }
  | { type: "FreeReportWithheld"; data: { accountId: string; emailFingerprint: string; reason: "email_had_it" } };

/** An event as stored: the decider's event plus when it was recorded. */
export type RecordedAccountEvent = AccountEvent & { occurredAt?: string };

export type AccountCommand =
  /** `emailVerified`: whether auth has confirmed the account's address (the free report needs it). */
  | {
      type: "ReserveCredit";
      accountId: string;
      jobId: string;
      at: Date;
      ttlMs: number;
      emailVerified: boolean;
      /** A screening of a search page spends a paid credit only: the free first report stays a report. */
      paidOnly?: boolean;
    }
  | { type: "PostReservation"; accountId: string; jobId: string }
  | { type: "VoidReservation"; accountId: string; jobId: string; reason: string }
  | { type: "ExpireReservation"; accountId: string; jobId: string; at: Date }
  | { type: "GrantCredits"; accountId: string; amount: number; reason: string; reference: string }
  | { type: "RevokeCredits"; accountId: string; amount: number; reason: string; reference: string }
  | { type: "RestoreCredit"; accountId: string; jobId: string; reason: string; at: Date }
  | { type: "CloseAccount"; accountId: string; at: Date }
  /**
   * A new account's free report is decided once, by its e-mail's fingerprint (see open-account):
   * `fingerprintClaimed` says whether another account already had the free report of that address.
   */
  | { type: "OpenAccount"; accountId: string; emailFingerprint: string; fingerprintClaimed: boolean };

export interface Reservation {
  source: ReservationSource;
  amount: number;
  status: ReservationStatus;
  expiresAt: string;
  postedAt?: string;
  restored?: boolean;
}

export interface AccountState {
  /** Paid credits free to spend (reserved ones excluded). */
  available: number;
  /** Credits held by pending reservations. */
  reserved: number;
  /** The first report is free until one free reservation is posted (unless withheld). */
  freeReportUsed: boolean;
  freeReportHeld: boolean;
  /** The account's e-mail had its free report under an earlier account: this one gets none. */
  freeReportWithheld: boolean;
  /** The fingerprint of the account's e-mail, once its free report has been decided. */
  emailFingerprint?: string;
  reportsGenerated: number;
  reservations: Record<string, Reservation>;
  /** References of grants and revocations already applied (payment ids, operator tickets). */
  references: string[];
  /** When credits were restored, for the per-account limit. */
  restorations: string[];
  /**
   * Its user deleted the account: nothing more is reserved. Its entries stay, and so do entries that
   * settle what was already under way (a reservation, a payment made before the deletion).
   */
  closed: boolean;
}

/** A report's credit can be given back within this time of the report, once per report… */
export const RESTORE_WINDOW_MS = 7 * 24 * 3600_000;
/** …and at most this many times per account in any 30 days. */
export const RESTORATIONS_MAX_PER_30_DAYS = 3;
const THIRTY_DAYS_MS = 30 * 24 * 3600_000;

export const initialState = (): AccountState => ({
  available: 0,
  reserved: 0,
  freeReportUsed: false,
  freeReportHeld: false,
  freeReportWithheld: false,
  reportsGenerated: 0,
  reservations: {},
  references: [],
  restorations: [],
  closed: false,
});

export const INSUFFICIENT_CREDITS_MESSAGE = "You need to purchase credits to analyze more properties.";

export function evolve(state: AccountState, event: RecordedAccountEvent): AccountState {
  switch (event.type) {
    case "CreditReserved": {
      const { jobId, source, amount, expiresAt } = event.data;
      return {
        ...state,
        available: source === "paid" ? state.available - amount : state.available,
        reserved: source === "paid" ? state.reserved + amount : state.reserved,
        freeReportHeld: source === "free" ? true : state.freeReportHeld,
        reservations: { ...state.reservations, [jobId]: { source, amount, status: "pending", expiresAt } },
      };
    }
    case "ReservationPosted":
    case "ReservationVoided":
    case "ReservationExpired": {
      const { jobId, source, amount } = event.data;
      const posted = event.type === "ReservationPosted";
      const previous = state.reservations[jobId]!;
      return {
        ...state,
        available: source === "paid" && !posted ? state.available + amount : state.available,
        reserved: source === "paid" ? state.reserved - amount : state.reserved,
        freeReportHeld: source === "free" ? false : state.freeReportHeld,
        freeReportUsed: source === "free" && posted ? true : state.freeReportUsed,
        reportsGenerated: posted ? state.reportsGenerated + 1 : state.reportsGenerated,
        reservations: {
          ...state.reservations,
          [jobId]: {
            ...previous,
            status: posted ? "posted" : event.type === "ReservationVoided" ? "voided" : "expired",
            ...(posted ? { postedAt: event.occurredAt ?? previous.expiresAt } : {}),
          },
        },
      };
    }
    case "CreditsGranted":
      return {
        ...state,
        available: state.available + event.data.amount,
        references: [...state.references, event.data.reference],
      };
    case "CreditsRevoked":
      return {
        ...state,
        available: state.available - event.data.amount,
        references: [...state.references, event.data.reference],
      };
    case "CreditRestored":
    case "FreeReportRestored": {
      const previous = state.reservations[event.data.jobId]!;
      const free = event.type === "FreeReportRestored";
      return {
        ...state,
        available: free ? state.available : state.available + event.data.amount,
        freeReportUsed: free ? false : state.freeReportUsed,
        reservations: { ...state.reservations, [event.data.jobId]: { ...previous, restored: true } },
        restorations: [...state.restorations, event.data.restoredAt],
      };
    }
    case "AccountClosed":
      return { ...state, closed: true };
    case "FreeReportGranted":
      return { ...state, emailFingerprint: event.data.emailFingerprint };
    case "FreeReportWithheld":
      return { ...state, emailFingerprint: event.data.emailFingerprint, freeReportWithheld: true };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}

const notPending = (jobId: string, status: ReservationStatus) =>
  new AppError("reservation_not_pending", `Reservation for job ${jobId} is already ${status}`, 409);
const unknownReservation = (jobId: string) =>
  new AppError("reservation_not_found", `No reservation for job ${jobId}`, 404);

/** Decide which events a command produces; an empty list means "already done" (idempotent retry). */
export function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { accountId } = command;
  switch (command.type) {
    case "ReserveCredit": {
      const existing = state.reservations[command.jobId];
      if (existing) {
        if (existing.status === "pending") return [];
        throw notPending(command.jobId, existing.status);
      }
      if (state.closed) throw new AppError("account_closed", "This account has been deleted.", 410);
      const expiresAt = new Date(command.at.getTime() + command.ttlMs).toISOString();
      const base = { accountId, jobId: command.jobId, amount: 1, expiresAt };
      const freeReportLeft =
        !command.paidOnly && !state.freeReportUsed && !state.freeReportHeld && !state.freeReportWithheld;
      if (freeReportLeft && command.emailVerified)
        return [{ type: "CreditReserved", data: { ...base, source: "free" } }];
      // Paid credits need no confirmed address; the free report stays for when it is confirmed.
      if (state.available >= 1) return [{ type: "CreditReserved", data: { ...base, source: "paid" } }];
      if (freeReportLeft) throw AppError.forbidden(EMAIL_NOT_VERIFIED_MESSAGE, "email_not_verified");
      throw AppError.paymentRequired(INSUFFICIENT_CREDITS_MESSAGE);
    }
    case "PostReservation":
    case "VoidReservation":
    case "ExpireReservation":
      return settle(command, state);
    case "GrantCredits":
    case "RevokeCredits": {
      if (!Number.isInteger(command.amount) || command.amount <= 0) {
        throw new AppError("invalid_amount", "The number of credits must be a positive whole number", 400);
      }
      if (!command.reason.trim()) throw new AppError("reason_required", "A reason is required", 400);
      if (state.references.includes(command.reference)) return [];
      const { amount, reason, reference } = command;
      if (command.type === "GrantCredits")
        return [{ type: "CreditsGranted", data: { accountId, amount, reason, reference } }];
      if (state.available < amount) {
        throw new AppError(
          "insufficient_balance",
          `Only ${state.available} spendable credits remain; cannot revoke ${amount}`,
          409,
        );
      }
      return [{ type: "CreditsRevoked", data: { accountId, amount, reason, reference } }];
    }
    case "RestoreCredit":
      return restore(command, state);
    case "OpenAccount": {
      // Decided once: a repeated registration answer or a redelivered event changes nothing.
      if (state.emailFingerprint !== undefined) return [];
      const emailFingerprint = command.emailFingerprint;
      if (command.fingerprintClaimed)
        return [{ type: "FreeReportWithheld", data: { accountId, emailFingerprint, reason: "email_had_it" } }];
      return [{ type: "FreeReportGranted", data: { accountId, emailFingerprint } }];
    }
    case "CloseAccount":
      if (state.closed) return [];
      return [
        {
          type: "AccountClosed",
          data: { accountId, closedAt: command.at.toISOString(), unspentCredits: state.available },
        },
      ];
    default: {
      const _exhaustive: never = command;
      throw new Error("unknown command");
    }
  }
}

function restore(command: Extract<AccountCommand, { type: "RestoreCredit" }>, state: AccountState): AccountEvent[] {
  const r = state.reservations[command.jobId];
  if (r?.status !== "posted") {
    throw new AppError("not_charged", "This report did not use a credit, so there is nothing to restore.", 422);
  }
  if (r.restored) throw new AppError("already_restored", "The credit for this report has already been restored.", 409);
  const at = command.at.getTime();
  if (r.postedAt && at - Date.parse(r.postedAt) > RESTORE_WINDOW_MS) {
    throw new AppError("restore_window_closed", "Credits can be restored within 7 days of the report.", 422);
  }
  const recent = state.restorations.filter((t) => at - Date.parse(t) < THIRTY_DAYS_MS).length;
  if (recent >= RESTORATIONS_MAX_PER_30_DAYS) {
    throw new AppError(
      "restore_limit_reached",
      "You have reached the limit of credit restorations for this month. Please contact support.",
      429,
    );
  }
  const base = {
    accountId: command.accountId,
    jobId: command.jobId,
    reason: command.reason,
    restoredAt: command.at.toISOString(),
  };
  // A free report gives back the free report, not a paid credit.
  if (r.source === "free") return [{ type: "FreeReportRestored", data: base }];
  return [{ type: "CreditRestored", data: { ...base, amount: r.amount } }];
}

function settle(
  command: Extract<AccountCommand, { type: "PostReservation" | "VoidReservation" | "ExpireReservation" }>,
  state: AccountState,
): AccountEvent[] {
  const r = state.reservations[command.jobId];
  if (!r) throw unknownReservation(command.jobId);
  const data = { accountId: command.accountId, jobId: command.jobId, source: r.source, amount: r.amount };
  switch (command.type) {
    case "PostReservation":
      if (r.status === "posted") return [];
      if (r.status !== "pending") throw notPending(command.jobId, r.status);
      return [{ type: "ReservationPosted", data }];
    case "VoidReservation":
      if (r.status === "voided" || r.status === "expired") return [];
      if (r.status !== "pending") throw notPending(command.jobId, r.status);
      return [{ type: "ReservationVoided", data: { ...data, reason: command.reason } }];
    case "ExpireReservation":
      if (r.status !== "pending") return [];
      if (command.at.getTime() < Date.parse(r.expiresAt)) return [];
      return [{ type: "ReservationExpired", data }];
  }
}
