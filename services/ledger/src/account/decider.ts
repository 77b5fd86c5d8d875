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
  | { type: "CreditsGranted"; data: { accountId: string; amount: number; reason: string; reference: string } };

export type AccountCommand =
  | { type: "ReserveCredit"; accountId: string; jobId: string; at: Date; ttlMs: number }
  | { type: "PostReservation"; accountId: string; jobId: string }
  | { type: "VoidReservation"; accountId: string; jobId: string; reason: string }
  | { type: "ExpireReservation"; accountId: string; jobId: string; at: Date }
  | { type: "GrantCredits"; accountId: string; amount: number; reason: string; reference: string };

export interface Reservation {
  source: ReservationSource;
  amount: number;
  status: ReservationStatus;
  expiresAt: string;
}

export interface AccountState {
  /** Paid credits free to spend (reserved ones excluded). */
  available: number;
  /** Credits held by pending reservations. */
  reserved: number;
  /** The first report is free until one free reservation is posted. */
  freeReportUsed: boolean;
  freeReportHeld: boolean;
  reportsGenerated: number;
  reservations: Record<string, Reservation>;
  grantReferences: string[];
}

export const initialState = (): AccountState => ({
  available: 0,
  reserved: 0,
  freeReportUsed: false,
  freeReportHeld: false,
  reportsGenerated: 0,
  reservations: {},
  grantReferences: [],
});

export const INSUFFICIENT_CREDITS_MESSAGE = "You need to purchase credits to analyze more properties.";

export function evolve(state: AccountState, event: AccountEvent): AccountState {
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
          },
        },
      };
    }
    case "CreditsGranted":
      return {
        ...state,
        available: state.available + event.data.amount,
        grantReferences: [...state.grantReferences, event.data.reference],
      };
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
      const expiresAt = new Date(command.at.getTime() + command.ttlMs).toISOString();
      const base = { accountId, jobId: command.jobId, amount: 1, expiresAt };
      if (!state.freeReportUsed && !state.freeReportHeld)
        return [{ type: "CreditReserved", data: { ...base, source: "free" } }];
      if (state.available >= 1) return [{ type: "CreditReserved", data: { ...base, source: "paid" } }];
      throw AppError.paymentRequired(INSUFFICIENT_CREDITS_MESSAGE);
    }
    case "PostReservation":
    case "VoidReservation":
    case "ExpireReservation":
      return settle(command, state);
    case "GrantCredits": {
      if (!Number.isInteger(command.amount) || command.amount <= 0) {
        throw new AppError("invalid_amount", "Credits granted must be a positive whole number", 400);
      }
      if (state.grantReferences.includes(command.reference)) return [];
      const { amount, reason, reference } = command;
      return [{ type: "CreditsGranted", data: { accountId, amount, reason, reference } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error("unknown command");
    }
  }
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
