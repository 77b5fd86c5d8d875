import { z } from "zod";
import { ExtractionFailureReasonSchema, ListCandidateSchema, ListingSchema, ReportSourceSchema } from "./listing";

/**
 * Every event type: its bounded context (which decides its subject) and its payload schema.
 * Version a message by adding a new type, never by changing an old one.
 */
const jobRef = { jobId: z.string().uuid(), userId: z.string().uuid() };

export const ReportRequestedSchema = z.object({
  ...jobRef,
  propertyLink: z.string(),
  requestedAt: z.string(),
  /** Absent on link reports (and on every event written before uploads existed); `text` carries a pasted listing. */
  source: ReportSourceSchema.optional(),
});
export const ReportCompletedSchema = z.object({ ...jobRef, reportId: z.string().uuid() });
export const ReportFailedSchema = z.object({
  ...jobRef,
  errorCode: z.string(),
  message: z.string(),
});

export const ListingFetchStartedSchema = z.object({ ...jobRef, url: z.string() });
export const ListingExtractedSchema = z.object({
  ...jobRef,
  listing: ListingSchema,
  /** Other listings the same page carried (a search page), kept as comparables. */
  comparables: z.array(ListingSchema),
});
export const ListingExtractionFailedSchema = z.object({
  ...jobRef,
  reason: ExtractionFailureReasonSchema,
  message: z.string(),
  /** A list page's own listings, for the user to pick one (reason "list_page"). */
  candidates: z.array(ListCandidateSchema).max(20).optional(),
  /** How many properties the list page says it holds. */
  listingCount: z.number().int().positive().optional(),
});

const accountRef = { accountId: z.string().uuid() };
export const CreditReservedSchema = z.object({
  ...accountRef,
  jobId: z.string().uuid(),
  source: z.enum(["free", "paid"]),
  amount: z.number().int().positive(),
  expiresAt: z.string(),
});
export const ReservationPostedSchema = z.object({
  ...accountRef,
  jobId: z.string().uuid(),
  source: z.enum(["free", "paid"]),
  amount: z.number().int().positive(),
});
export const ReservationVoidedSchema = ReservationPostedSchema.extend({ reason: z.string() });
export const ReservationExpiredSchema = ReservationPostedSchema;
export const CreditsGrantedSchema = z.object({
  ...accountRef,
  amount: z.number().int().positive(),
  reason: z.string(),
  reference: z.string(),
});

export const CreditsRevokedSchema = CreditsGrantedSchema;
export const CreditRestoredSchema = z.object({
  ...accountRef,
  jobId: z.string().uuid(),
  amount: z.number().int().positive(),
  reason: z.string(),
  restoredAt: z.string(),
});
export const FreeReportRestoredSchema = z.object({
  ...accountRef,
  jobId: z.string().uuid(),
  reason: z.string(),
  restoredAt: z.string(),
});
/** A checkout was paid and its credits granted (Stripe or the demo checkout). */
export const PaymentCreditedSchema = z.object({
  ...accountRef,
  sessionId: z.string(),
  packId: z.string(),
  credits: z.number().int().positive(),
  amountUsdCents: z.number().int().nonnegative(),
  provider: z.enum(["stripe", "demo"]),
});

export const UserRegisteredSchema = z.object({ userId: z.string().uuid(), email: z.string(), username: z.string() });
export const SessionRevokedSchema = z.object({ userId: z.string().uuid(), sessionId: z.string() });

export const eventCatalog = {
  ReportRequested: { context: "report", schema: ReportRequestedSchema },
  ReportCompleted: { context: "report", schema: ReportCompletedSchema },
  ReportFailed: { context: "report", schema: ReportFailedSchema },
  ListingFetchStarted: { context: "listing", schema: ListingFetchStartedSchema },
  ListingExtracted: { context: "listing", schema: ListingExtractedSchema },
  ListingExtractionFailed: { context: "listing", schema: ListingExtractionFailedSchema },
  CreditReserved: { context: "ledger", schema: CreditReservedSchema },
  ReservationPosted: { context: "ledger", schema: ReservationPostedSchema },
  ReservationVoided: { context: "ledger", schema: ReservationVoidedSchema },
  ReservationExpired: { context: "ledger", schema: ReservationExpiredSchema },
  CreditsGranted: { context: "ledger", schema: CreditsGrantedSchema },
  CreditsRevoked: { context: "ledger", schema: CreditsRevokedSchema },
  CreditRestored: { context: "ledger", schema: CreditRestoredSchema },
  FreeReportRestored: { context: "ledger", schema: FreeReportRestoredSchema },
  UserRegistered: { context: "auth", schema: UserRegisteredSchema },
  SessionRevoked: { context: "auth", schema: SessionRevokedSchema },
} as const;

export type EventCatalog = typeof eventCatalog;
export type EventType = keyof EventCatalog;
export type EventData<T extends EventType> = z.infer<EventCatalog[T]["schema"]>;
export type EventContext = EventCatalog[EventType]["context"];
