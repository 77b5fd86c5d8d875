import { z } from "zod";
import { ListingDetailsSchema, MissingDetailSchema, NeedsDetailsSchema } from "./corrections";
import { eventsOf } from "./envelope";
import {
  ComparableSchema,
  ExtractionFailureReasonSchema,
  ListCandidateSchema,
  ListingSchema,
  ReportSourceSchema,
} from "./listing";
import { screeningEvents } from "./screening";

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
  /**
   * What the scraper's comparables store held for this listing's city, type, terms and size band when it
   * was read: the analyzer values from these and keeps them with the report (issue 29: no call back).
   */
  stored: z.array(ComparableSchema).optional(),
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

/**
 * The listing describes a property but lacks a figure a report needs (its price, or its floor or lot
 * area): the job asks the user for it instead of failing. Never sent for a list page.
 */
export const ListingIncompleteSchema = z.object({
  ...jobRef,
  /** Everything that was read, with its provenance, to pre-fill the user's form. */
  listing: ListingSchema,
  missing: z.array(MissingDetailSchema).min(1),
  /** As on ListingExtracted: kept with the job until the user's figures complete it. */
  stored: z.array(ComparableSchema).optional(),
});

/** The job ended asking for the missing figures: its reservation is voided, nothing is spent. */
export const ReportNeedsDetailsSchema = z.object({
  ...jobRef,
  ...NeedsDetailsSchema.shape,
  message: z.string(),
});

/**
 * The user gave the figures an incomplete listing lacked: a new job (its own credit reservation, made
 * before this event) values the completed listing, whose user-set fields carry the source "user".
 */
export const ReportDetailsProvidedSchema = z.object({
  ...jobRef,
  /** The job that ended with needs_details. */
  previousJobId: z.string().uuid(),
  propertyLink: z.string(),
  requestedAt: z.string(),
  listing: ListingSchema,
  details: ListingDetailsSchema,
});

/**
 * The report's owner corrected fields of the listing: the report was valued again, free, as a new
 * revision (the first correction makes revision 2; the reading of the listing stays as it was).
 */
export const ReportCorrectedSchema = z.object({
  ...jobRef,
  reportId: z.string().uuid(),
  revision: z.number().int().min(2),
  /** The fields that changed, as the report now uses them (a town in its house spelling). */
  changes: ListingDetailsSchema,
  /** What the user sent, to know a retry of it. */
  requested: ListingDetailsSchema,
  correctedBy: z.string().uuid(),
  correctedAt: z.string(),
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

/**
 * A new account's free report, decided once by a keyed one-way fingerprint of its normalised e-mail
 * (never the e-mail itself): granted to the first account of an address, withheld from a later one
 * (the address had it under an account since deleted). Kept after deletion, like every ledger entry.
 */
export const FreeReportGrantedSchema = z.object({ ...accountRef, emailFingerprint: z.string() });
export const FreeReportWithheldSchema = FreeReportGrantedSchema.extend({ reason: z.literal("email_had_it") });

export const UserRegisteredSchema = z.object({ userId: z.string().uuid(), email: z.string(), username: z.string() });
export const SessionRevokedSchema = z.object({ userId: z.string().uuid(), sessionId: z.string() });
/**
 * The user deleted their account: auth has already forgotten their e-mail, name, password and sessions.
 * Every service removes what it holds about the user; the ledger keeps its entries under the user id,
 * which no longer leads to anyone.
 */
export const AccountDeletedSchema = z.object({ userId: z.string().uuid(), deletedAt: z.string() });
/** The ledger's record that an account was closed (its user deleted it); its entries stay, anonymous. */
export const AccountClosedSchema = z.object({
  ...accountRef,
  closedAt: z.string(),
  /** Paid credits left unspent when the account closed. */
  unspentCredits: z.number().int().nonnegative(),
});

/**
 * Issue 28: mail about an account. Auth publishes what a mail must say; the notification service writes
 * and sends it. A token travels only inside these two events (to be put in the mail's link); auth keeps
 * only its hash, it is single-use and expires at `expiresAt`.
 */
const userRef = { userId: z.string().uuid() };
export const MailLanguageSchema = z.enum(["en", "tl"]);
export const EmailVerificationRequestedSchema = z.object({
  ...userRef,
  email: z.string(),
  language: MailLanguageSchema,
  token: z.string(),
  expiresAt: z.string(),
});
export const EmailVerifiedSchema = z.object({ ...userRef, email: z.string(), verifiedAt: z.string() });
export const PasswordResetRequestedSchema = EmailVerificationRequestedSchema;
/** The password was changed through a reset: every session of the user has been ended. */
export const PasswordChangedSchema = z.object({ ...userRef, changedAt: z.string(), via: z.enum(["reset"]) });
/** The account's preferences as they now stand (the whole set, not a patch). */
export const PreferencesChangedSchema = z.object({
  ...userRef,
  currency: z.string().nullable(),
  language: MailLanguageSchema,
  emailNotifications: z.boolean(),
});

/**
 * Issue 28: a job's end was pushed to an open page that shows the job (the gateway saw it go out), so
 * the user needs no mail about it. Published by the gateway; a deterministic id per job end.
 */
export const ReportEndShownSchema = z.object({
  ...jobRef,
  stage: z.enum(["completed", "failed", "needs_details"]),
  shownAt: z.string(),
});

export const eventCatalog = {
  ...eventsOf("report", {
    ReportRequested: ReportRequestedSchema,
    ReportCompleted: ReportCompletedSchema,
    ReportFailed: ReportFailedSchema,
    ReportNeedsDetails: ReportNeedsDetailsSchema,
    ReportDetailsProvided: ReportDetailsProvidedSchema,
    ReportCorrected: ReportCorrectedSchema,
  }),
  ...eventsOf("listing", {
    ListingFetchStarted: ListingFetchStartedSchema,
    ListingExtracted: ListingExtractedSchema,
    ListingExtractionFailed: ListingExtractionFailedSchema,
    ListingIncomplete: ListingIncompleteSchema,
  }),
  ...eventsOf("ledger", {
    CreditReserved: CreditReservedSchema,
    ReservationPosted: ReservationPostedSchema,
    ReservationVoided: ReservationVoidedSchema,
    ReservationExpired: ReservationExpiredSchema,
    CreditsGranted: CreditsGrantedSchema,
    CreditsRevoked: CreditsRevokedSchema,
    CreditRestored: CreditRestoredSchema,
    FreeReportRestored: FreeReportRestoredSchema,
    AccountClosed: AccountClosedSchema,
    FreeReportGranted: FreeReportGrantedSchema,
    FreeReportWithheld: FreeReportWithheldSchema,
  }),
  ...eventsOf("auth", {
    UserRegistered: UserRegisteredSchema,
    SessionRevoked: SessionRevokedSchema,
    AccountDeleted: AccountDeletedSchema,
    EmailVerificationRequested: EmailVerificationRequestedSchema,
    EmailVerified: EmailVerifiedSchema,
    PasswordResetRequested: PasswordResetRequestedSchema,
    PasswordChanged: PasswordChangedSchema,
    PreferencesChanged: PreferencesChangedSchema,
  }),
  ...eventsOf("push", {
    ReportEndShown: ReportEndShownSchema,
  }),
  ...screeningEvents,
};

export type EventCatalog = typeof eventCatalog;
export type EventType = keyof EventCatalog;
export type EventData<T extends EventType> = z.infer<EventCatalog[T]["schema"]>;
export type EventContext = EventCatalog[EventType]["context"];
