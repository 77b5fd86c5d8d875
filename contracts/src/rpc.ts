import { z } from "zod";
import { PreferencesSchema } from "./account";
import {
  CreatedShareLinkSchema,
  CreditsResponseSchema,
  DemoReportSchema,
  ListingTextReadingSchema,
  ReportJobSchema,
  ReportListSchema,
  ReportPdfSchema,
  ReportRecordSchema,
  SharedReportSchema,
  ShareLinkListSchema,
  ShareLinkSchema,
} from "./api";
import { ListingDetailsSchema } from "./corrections";
import {
  CompleteDemoCheckoutResponseSchema,
  CreateCheckoutResponseSchema,
  CreditHistorySchema,
  DemoCheckoutSessionSchema,
  PackIdSchema,
  PaymentConfigResponseSchema,
  RestoreCreditResponseSchema,
  VerifyPaymentResponseSchema,
} from "./credits";
import { MailLanguageSchema } from "./events";
import { ListingTextSchema, UploadSourceSchema } from "./listing";
import { NewsResponseSchema } from "./news";
import { PropertyDataSchema } from "./property-data";
import { ScreeningListSchema, ScreeningSchema, StartScreeningResponseSchema } from "./screening";
import { socialSignInCalls } from "./social-sign-in";

/** Answer of every RPC call: either a result or an error with an HTTP-mappable code. */

/** How a job ended, as the analyzer recorded it. */
export const EndedJobSchema = z.object({
  jobId: z.string().uuid(),
  status: z.enum(["completed", "failed", "needs_details"]),
  errorCode: z.string().nullable(),
});
export type EndedJob = z.infer<typeof EndedJobSchema>;
export const RpcErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  status: z.number().int(),
  /** When to try again (a 429 or 503 of a busy service): becomes the HTTP Retry-After. */
  retryAfterSec: z.number().int().positive().optional(),
});
export type RpcError = z.infer<typeof RpcErrorSchema>;

const user = z.object({ id: z.string(), username: z.string(), email: z.string(), displayName: z.string() });
const session = z.object({ user, token: z.string(), sessionId: z.string(), expiresAt: z.string() });
const ownerScoped = { userId: z.string().uuid() };

const KeptMailHeadSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), sentAt: z.string() });

/** RPC calls per service: request and response schemas. Calls are imperative. */
export const rpcCatalog = {
  auth: {
    ...socialSignInCalls,
    Register: {
      request: z.object({
        username: z.string().optional(),
        email: z.string(),
        password: z.string(),
        /** The language of the verification mail (and the account's first language preference). */
        language: MailLanguageSchema.optional(),
      }),
      response: session,
    },
    Login: { request: z.object({ email: z.string(), password: z.string() }), response: session },
    Logout: { request: z.object({ sessionId: z.string() }), response: z.object({ revoked: z.boolean() }) },
    CheckSession: {
      request: z.object({ sessionId: z.string() }),
      response: z.object({ active: z.boolean(), user: user.nullable() }),
    },
    /** The user's own password confirms; every session ends and AccountDeleted goes out. */
    DeleteAccount: {
      request: z.object({ userId: z.string().uuid(), password: z.string() }),
      response: z.object({ deleted: z.literal(true) }),
    },
    GetPublicKey: {
      request: z.object({}),
      response: z.object({ jwk: z.record(z.string(), z.unknown()), issuer: z.string() }),
    },
    /** Issue 28: what the account says of itself beyond the session: verified address, preferences. */
    GetAccount: {
      request: z.object(ownerScoped),
      response: z.object({ emailVerified: z.boolean(), preferences: PreferencesSchema }),
    },
    /** A mailed link's token confirms the address; `userId`: the signed-in caller, whose link it must be. */
    VerifyEmail: {
      request: z.object({ token: z.string(), userId: z.string().uuid().nullable() }),
      response: z.object({ userId: z.string() }),
    },
    ResendVerification: { request: z.object(ownerScoped), response: z.object({ sent: z.literal(true) }) },
    /** `client`: who asks (the gateway's view of the client's address), for the per-client throttle. */
    RequestPasswordReset: {
      request: z.object({ email: z.string(), client: z.string(), language: MailLanguageSchema }),
      response: z.object({ accepted: z.literal(true) }),
    },
    ConfirmPasswordReset: {
      request: z.object({ token: z.string(), password: z.string() }),
      response: z.object({ userId: z.string(), endedSessions: z.array(z.string()) }),
    },
    SetPreferences: {
      request: z.object({ ...ownerScoped, preferences: PreferencesSchema }),
      response: PreferencesSchema,
    },
  },
  ledger: {
    ReserveCredit: {
      request: z.object({
        accountId: z.string().uuid(),
        jobId: z.string().uuid(),
        /**
         * The account's jobs the analyzer has seen end, newest first: the ledger settles their reservations
         * from these when it would refuse, before their outcome events arrive, instead of asking back.
         */
        endedJobs: z.array(EndedJobSchema).max(20).optional(),
        /** Spend a paid credit only (a search page's screening): the free first report is kept for a report. */
        paidOnly: z.boolean().optional(),
      }),
      response: z.object({ source: z.enum(["free", "paid"]), expiresAt: z.string() }),
    },
    GetBalance: {
      request: z.object({ accountId: z.string().uuid() }),
      response: CreditsResponseSchema.extend({ reportsGenerated: z.number().int() }),
    },
    GetHistory: { request: z.object({ accountId: z.string().uuid() }), response: CreditHistorySchema },
    /**
     * A new account: its free report is decided once, by its e-mail (one free report per person, kept
     * after the account is deleted). Idempotent; the ledger stores only a keyed fingerprint of the e-mail.
     */
    OpenAccount: {
      request: z.object({ accountId: z.string().uuid(), email: z.string().min(3).max(254) }),
      response: z.object({ freeReport: z.enum(["granted", "withheld"]) }),
    },
    RestoreCredit: {
      request: z.object({
        accountId: z.string().uuid(),
        jobId: z.string().uuid(),
        reason: z.string().min(1).max(1000),
      }),
      response: RestoreCreditResponseSchema,
    },
    CreateCheckout: {
      request: z.object({ accountId: z.string().uuid(), packId: PackIdSchema, origin: z.string().url() }),
      response: CreateCheckoutResponseSchema,
    },
    VerifyPayment: {
      request: z.object({ accountId: z.string().uuid(), sessionId: z.string().min(1).max(300) }),
      response: VerifyPaymentResponseSchema,
    },
    HandleStripeWebhook: {
      request: z.object({ payload: z.string().max(1_000_000), signature: z.string().max(2000) }),
      /** accountId: whose credits a delivery granted, when it granted some. */
      response: z.object({ received: z.boolean(), credited: z.boolean(), accountId: z.string().uuid().optional() }),
    },
    GetDemoCheckout: {
      request: z.object({ accountId: z.string().uuid(), sessionId: z.string().min(1).max(300) }),
      response: DemoCheckoutSessionSchema,
    },
    CompleteDemoCheckout: {
      request: z.object({ accountId: z.string().uuid(), sessionId: z.string().min(1).max(300) }),
      response: CompleteDemoCheckoutResponseSchema,
    },
    GetPaymentConfig: {
      request: z.object({}),
      response: PaymentConfigResponseSchema.extend({
        secretKeyPresent: z.boolean(),
        webhookSecretPresent: z.boolean(),
        environment: z.string(),
      }),
    },
  },
  analyzer: {
    StartReport: {
      request: z.object({
        ...ownerScoped,
        propertyLink: z.string(),
        jobId: z.string().uuid().optional(),
        /** Issue 27: the search page this listing was screened from; the report reads its card there. */
        fromSearchPage: z.string().optional(),
      }),
      response: z.object({ jobId: z.string().uuid() }),
    },
    /** Issue 27: screen a search page for one credit (reserved like a report; voided if it fails). */
    StartScreening: {
      request: z.object({ ...ownerScoped, pageLink: z.string(), screeningId: z.string().uuid().optional() }),
      response: StartScreeningResponseSchema,
    },
    GetScreening: { request: z.object({ ...ownerScoped, screeningId: z.string() }), response: ScreeningSchema },
    ListScreenings: {
      request: z.object(ownerScoped),
      response: ScreeningListSchema,
    },
    GetJob: { request: z.object({ ...ownerScoped, jobId: z.string() }), response: ReportJobSchema },
    GetReport: { request: z.object({ ...ownerScoped, reportId: z.string() }), response: ReportRecordSchema },
    ListReports: { request: z.object(ownerScoped), response: ReportListSchema },
    /** A report from an uploaded file already in the object store; reserves the credit like StartReport. */
    StartReportFromFile: {
      request: z.object({
        ...ownerScoped,
        file: UploadSourceSchema,
        jobId: z.string().uuid().optional(),
      }),
      /** `created: false` on a retry of an existing job: the file sent with the retry is not used. */
      response: z.object({ jobId: z.string().uuid(), created: z.boolean() }),
    },
    /**
     * A report from pasted listing text (cleaned and checked again here); reserves the credit like StartReport.
     * `confirmed`: the reading the user confirmed, applied over what the scraper reads (places checked first).
     */
    StartReportFromText: {
      request: z.object({
        ...ownerScoped,
        text: ListingTextSchema,
        confirmed: ListingDetailsSchema.optional(),
        jobId: z.string().uuid().optional(),
      }),
      response: z.object({ jobId: z.string().uuid() }),
    },
    /**
     * Correct fields of the owner's report: valued again from the listing as read with every correction
     * applied, as a new revision (ownership and retention as GetReport; a stale revision 409). Free.
     */
    CorrectReport: {
      request: z.object({
        ...ownerScoped,
        reportId: z.string().uuid(),
        revision: z.number().int().positive(),
        changes: ListingDetailsSchema,
        /** The caller's id for this correction; a retry with it returns the report unchanged. */
        correctionId: z.string().uuid(),
      }),
      response: ReportRecordSchema,
    },
    /**
     * The figures a needs_details job lacked: a new job is accepted for the completed listing, reserving
     * its credit like any report (402 when there is none). A retry returns the same new job.
     */
    CompleteJobDetails: {
      request: z.object({ ...ownerScoped, jobId: z.string().uuid(), details: ListingDetailsSchema }),
      response: z.object({ jobId: z.string().uuid() }),
    },
    /** SPEC §3 property data of one report; ownership and retention as GetReport. */
    GetPropertyData: { request: z.object({ ...ownerScoped, reportId: z.string() }), response: PropertyDataSchema },
    /** The whole report as a PDF (English or Tagalog), base64 over the bus. */
    GetReportPdf: {
      request: z.object({ ...ownerScoped, reportId: z.string(), lang: z.enum(["en", "tl"]).default("en") }),
      response: ReportPdfSchema,
    },
    /**
     * Issue 20: a read-only link for family (owner only; expires with the report; revocable; a few active
     * links a report). `sharedBy`: the owner's chosen display name, or empty to name nobody.
     */
    CreateShareLink: {
      request: z.object({ ...ownerScoped, reportId: z.string().uuid(), sharedBy: z.string().max(200) }),
      response: CreatedShareLinkSchema,
    },
    /** The owner's links, of one report (ownership as GetReport) or of all their reports. */
    ListShareLinks: {
      request: z.object({ ...ownerScoped, reportId: z.string().uuid().optional() }),
      response: ShareLinkListSchema,
    },
    RevokeShareLink: { request: z.object({ ...ownerScoped, shareId: z.string().uuid() }), response: ShareLinkSchema },
    /** The report behind an active link, for anyone holding it (404 when unknown, revoked or past its end). */
    GetSharedReport: { request: z.object({ token: z.string().min(20).max(100) }), response: SharedReportSchema },
    GetSharedReportPdf: {
      request: z.object({ token: z.string().min(20).max(100), lang: z.enum(["en", "tl"]).default("en") }),
      response: ReportPdfSchema,
    },
    /** Issue 20: the owner's own title for a report; ownership and retention as GetReport. */
    RenameReport: {
      request: z.object({ ...ownerScoped, reportId: z.string().uuid(), title: z.string().trim().min(1).max(120) }),
      response: z.object({ id: z.string(), title: z.string() }),
    },
    /** Issue 20: the report is gone for its owner (and its share links); the ledger keeps its entries. */
    DeleteReport: {
      request: z.object({ ...ownerScoped, reportId: z.string().uuid() }),
      response: z.object({ id: z.string(), deleted: z.literal(true) }),
    },
    /** The sample report of the demo page, computed from a sample listing; needs no user. */
    GetDemoReport: { request: z.object({}), response: DemoReportSchema },
  },
  scraper: {
    GetNews: { request: z.object({ refresh: z.boolean().default(false) }), response: NewsResponseSchema },
    /** What a pasted text says, field by field with its words; nothing is stored (422 when it names no property). */
    ReadListingText: { request: z.object({ text: ListingTextSchema }), response: ListingTextReadingSchema },
  },
  /** Issue 28: mail kept instead of sent (development without SMTP_URL); never served in production. */
  notification: {
    ListKeptMail: {
      request: z.object({ limit: z.number().int().min(1).max(500).default(100) }),
      response: z.object({ kept: z.boolean(), place: z.string(), mails: z.array(KeptMailHeadSchema) }),
    },
    ReadKeptMail: {
      request: z.object({ id: z.string().max(100) }),
      response: KeptMailHeadSchema.extend({ text: z.string(), html: z.string() }),
    },
  },
} as const;

export type RpcCatalog = typeof rpcCatalog;
export type RpcService = keyof RpcCatalog;
export type RpcCall<S extends RpcService> = keyof RpcCatalog[S] & string;
type Def<S extends RpcService, C extends RpcCall<S>> = RpcCatalog[S][C] extends {
  request: z.ZodType;
  response: z.ZodType;
}
  ? RpcCatalog[S][C]
  : never;
export type RpcRequest<S extends RpcService, C extends RpcCall<S>> = z.input<Def<S, C>["request"]>;
export type RpcResponse<S extends RpcService, C extends RpcCall<S>> = z.infer<Def<S, C>["response"]>;
