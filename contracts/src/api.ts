import { z } from "zod";
import { MailTokenSchema, PreferencesSchema } from "./account";
import {
  ListingDetailsSchema,
  ListingReadingSchema,
  MissingDetailSchema,
  NeedsDetailsSchema,
  ReportCorrectionsSchema,
} from "./corrections";
import { JobStageSchema, JobStatusSchema } from "./job";
import { ListCandidateSchema, ListingSchema, ListingTextSchema, ReportSourceKindSchema } from "./listing";
import { InvestmentScoreSchema, PriceFairnessSchema, ReportDataSchema } from "./report";
import { ScreeningProgressMessageSchema } from "./screening";

// ---- Auth -------------------------------------------------------------------------------------
export const EmailSchema = z.string().trim().toLowerCase().email("Please enter a valid email address").max(254);
/** A password being checked at login: accounts made before the 8-character rule still sign in. */
export const PasswordSchema = z
  .string()
  .min(6, "Password must be at least 6 characters")
  .max(256, "Password must be at most 256 characters");

export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_TOO_SHORT_MESSAGE = "Password must be at least 8 characters";
/** Auth refuses a new password that is common or easily guessed (zxcvbn-ts), with this message. */
export const NEW_PASSWORD_TOO_COMMON_MESSAGE =
  "Password is too common or easy to guess. Please choose a less common password.";

/** A password being chosen (registration): at least 8 characters; auth also refuses common ones. */
export const NewPasswordSchema = z
  .string()
  .min(NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE)
  .max(256, "Password must be at most 256 characters");

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(40, "Username must be at most 40 characters")
    .optional(),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The sign-up form adds a confirmation field that is never sent. */
export const RegisterFormSchema = RegisterRequestSchema.extend({
  confirmPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT_MESSAGE),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ["confirmPassword"],
});

export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  reportsGenerated: z.number().int(),
  creditsRemaining: z.number().int(),
  freeReportAvailable: z.boolean(),
  /** Issue 28: the address was confirmed through the mailed link (the free report needs it). */
  emailVerified: z.boolean(),
  preferences: PreferencesSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Issue 28: asking for a reset link answers the same whether or not the address has an account. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
/** The new password follows the sign-up rules. */
export const PasswordResetConfirmSchema = z.object({ token: MailTokenSchema, password: NewPasswordSchema });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** Deleting one's own account: the password again, as the confirmation (issue 20, Data Privacy Act). */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().min(1, "Please enter your password").max(256, "Password must be at most 256 characters"),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;
/** The password given to confirm a deletion was not the account's. */
export const WRONG_PASSWORD_MESSAGE = "That password is not correct.";
/** Sign-ins and sign-ups beyond what password hashing can serve in time: 429 with Retry-After. */
export const SIGN_IN_BUSY_MESSAGE = "Too many sign-ins at once. Please try again in a few seconds.";

// ---- Credits ----------------------------------------------------------------------------------
export const CreditsResponseSchema = z.object({
  credits: z.number().int(),
  freeReportAvailable: z.boolean(),
  reserved: z.number().int(),
});
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

// ---- Reports ----------------------------------------------------------------------------------
export const GenerateReportRequestSchema = z.object({
  propertyLink: z
    .string()
    .trim()
    .min(1, "Please enter a valid property URL")
    .max(2048, "Please enter a valid property URL")
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, "Please enter a valid property URL"),
  /** Issue 27: the search page this listing was screened from; its report reads that page's card, as the screening did. */
  fromSearchPage: z.string().url().max(2048).optional(),
});
export type GenerateReportRequest = z.infer<typeof GenerateReportRequestSchema>;

export const GenerateReportResponseSchema = z.object({ jobId: z.string() });

/**
 * POST /api/generate-report-from-text: the listing's own words, pasted (a Facebook or group post, a
 * Viber or WhatsApp message, a page we cannot open). Control characters are stripped and the text
 * trimmed before its length is checked. Answers like the link route: 202 `{jobId}`. `confirmed`: the
 * reading the user saw and confirmed (POST /api/listing-text/read), fixed fields and all; each value
 * replaces what is read from the text, as a correction's does, and counts as stated by the user.
 */
export const GenerateReportFromTextRequestSchema = z.object({
  text: ListingTextSchema,
  confirmed: ListingDetailsSchema.optional(),
});
export type GenerateReportFromTextRequest = z.infer<typeof GenerateReportFromTextRequestSchema>;
export const GenerateReportFromTextResponseSchema = GenerateReportResponseSchema;

/** POST /api/listing-text/read: the same text, with the same cleaning and limits, read without a job or a credit. */
export const ReadListingTextRequestSchema = GenerateReportFromTextRequestSchema.pick({ text: true });
export type ReadListingTextRequest = z.infer<typeof ReadListingTextRequestSchema>;

/**
 * What a pasted text was read as, before anything is spent: each field of the reading with its value and
 * the words it came from, and the figures a report would still lack (the user fills them in to go on).
 */
export const ListingTextReadingSchema = z.object({
  reading: ListingReadingSchema,
  missing: z.array(MissingDetailSchema),
});
export type ListingTextReading = z.infer<typeof ListingTextReadingSchema>;
/** A pasted text that names no property (neither a price, an area nor a type): the read answers 422, a job fails. */
export const LISTING_TEXT_NOT_A_LISTING_MESSAGE =
  "We could not find a price or an area in the text you pasted. Please paste the whole listing, with its price and its floor or lot area.";

export const ReportJobSchema = z.object({
  jobId: z.string(),
  status: JobStatusSchema,
  stage: JobStageSchema,
  progress: z.number().int().min(0).max(100),
  reportId: z.string().nullable(),
  error: z.string().nullable(),
  errorCode: z.string().nullable(),
  message: z.string(),
  /** When the link was a list page: its listings' links, for the user to pick one. */
  candidates: z.array(ListCandidateSchema).optional(),
  propertyLink: z.string(),
  /** Added: how the listing came in (absent from pushes, which carry the link only). */
  sourceKind: ReportSourceKindSchema.optional(),
  /** Added: a needs_details job's missing figures and what was read, to pre-fill the form. */
  needsDetails: NeedsDetailsSchema.optional(),
  /** Added: the job that went on with the figures the user gave (a needs_details job, once completed). */
  continuedJobId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportJob = z.infer<typeof ReportJobSchema>;

export const ReportRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The job that produced the report (its credit reservation is keyed by it). */
  jobId: z.string(),
  propertyLink: z.string(),
  createdAt: z.string(),
  generatedAt: z.string(),
  status: z.literal("completed"),
  reportData: ReportDataSchema,
  parsedData: ListingSchema,
  /** Added: after this instant the report answers 410 (REPORT_RETENTION_DAYS after generation). */
  expiresAt: z.string().optional(),
  /**
   * Added with corrections: the revision shown (1 = valued as read; each correction adds one), what was
   * read of the listing (values, the words they came from, how sure), and the fields the user set.
   * `parsedData` is the listing the revision was valued from, corrections applied.
   */
  revision: z.number().int().positive().optional(),
  reading: ListingReadingSchema.optional(),
  corrections: ReportCorrectionsSchema.optional(),
  /** When the shown revision was made (the last correction); absent before any. */
  revisedAt: z.string().optional(),
});
export type ReportRecord = z.infer<typeof ReportRecordSchema>;

/** GET /api/demo-report: a real computed report of a sample listing, clearly marked as a sample. */
export const DemoReportSchema = z.object({
  sample: z.literal(true),
  notice: z.string(),
  generatedAt: z.string(),
  reportData: ReportDataSchema,
  parsedData: ListingSchema,
});
export type DemoReport = z.infer<typeof DemoReportSchema>;

/** GET /api/reports/{id}/pdf travels over RPC as base64; the gateway sends the bytes. */
export const ReportPdfSchema = z.object({
  filename: z.string(),
  contentType: z.literal("application/pdf"),
  base64: z.string(),
});

/**
 * Added (issue 20): a read-only link to one report for family, opened without an account. The token is
 * shown once, when the link is made; the service keeps only its hash and its last four characters.
 */
export const ShareLinkSchema = z.object({
  id: z.string().uuid(),
  reportId: z.string().uuid(),
  createdAt: z.string(),
  /** The report's own end of access (REPORT_RETENTION_DAYS after it was generated). */
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  active: z.boolean(),
  /** The token's last four characters, to tell links apart. */
  tokenHint: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.array(ShareLinkSchema);
export const CreatedShareLinkSchema = z.object({ link: ShareLinkSchema, token: z.string(), path: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

/**
 * A report as its share link shows it: the report and the listing, no account data of its owner. `sharedBy`
 * is the display name the owner chose, absent when they chose none (never anything made from their e-mail).
 */
export const SharedReportSchema = z.object({
  sharedBy: z.string().optional(),
  expiresAt: z.string(),
  generatedAt: z.string(),
  propertyLink: z.string(),
  reportData: ReportDataSchema,
  parsedData: ListingSchema,
  corrections: ReportCorrectionsSchema.optional(),
});
export type SharedReport = z.infer<typeof SharedReportSchema>;

/** Added (issue 20): the owner's own name for a report (shown instead of the listing's title). */
export const RenameReportRequestSchema = z.object({ title: z.string().trim().min(1).max(120) });

/**
 * What a report card in a list shows: the report's headline fields only. A list of whole reports
 * outgrows a bus message (NATS max_payload, 1 MB by default) at about twenty reports.
 */
export const ReportSummarySchema = ReportDataSchema.pick({
  title: true,
  address: true,
  imageUrl: true,
  price: true,
  currency: true,
  overview: true,
  city: true,
}).extend({
  investmentScore: InvestmentScoreSchema.pick({ score: true, rating: true, redFlags: true }),
  financialAnalysis: z.object({
    price: z.number().nullable(),
    fiveYearValue: z.object({ futureValue: z.number().nullable() }),
    rentalIncome: z.object({ monthlyRent: z.number().nullable() }),
    netReturn: z.object({ netGain: z.number().nullable() }),
  }),
  /** Added (issue 20): the price verdict, for filtering the list. */
  priceFairness: PriceFairnessSchema.pick({ category: true, reliable: true }).optional(),
  /** Added (issue 20): the headline fields' Tagalog (title, address, type), as in ReportData. */
  translations: ReportDataSchema.shape.translations,
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportListItemSchema = z.object({
  id: z.string(),
  propertyLink: z.string(),
  /** Added: how the listing came in; a card without a link says "Uploaded file" or "Pasted listing text". */
  sourceKind: ReportSourceKindSchema.optional(),
  generatedAt: z.string(),
  reportData: ReportSummarySchema,
});
export type ReportListItem = z.infer<typeof ReportListItemSchema>;
export const ReportListSchema = z.array(ReportListItemSchema);

// ---- Errors -----------------------------------------------------------------------------------
/** Every non-2xx answer of the API has this body. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** On a 5xx answer: the request's id, which the server's log carries with the cause. */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

// ---- WebSocket (/ws) --------------------------------------------------------------------------
export const JobProgressMessageSchema = z.object({
  type: z.literal("job.progress"),
  job: ReportJobSchema,
});
export const WsServerMessageSchema = z.discriminatedUnion("type", [
  JobProgressMessageSchema,
  ScreeningProgressMessageSchema,
  z.object({ type: z.literal("hello"), userId: z.string() }),
  z.object({ type: z.literal("pong") }),
]);
export type WsServerMessage = z.infer<typeof WsServerMessageSchema>;
export const WsClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  /** Issue 28: this page shows the job; its end pushed here means the user saw it (no "ready" mail). */
  z.object({ type: z.literal("watch"), jobId: z.string().uuid() }),
]);
