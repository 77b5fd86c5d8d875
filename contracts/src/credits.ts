import { z } from "zod";

/** The credit packs on sale (SPEC §9). Prices and credits come from here, never from a client. */
export const CREDIT_PACKS = [
  {
    id: "credit_1",
    name: "Simula (1 Credit)",
    credits: 1,
    unitPriceUsdCents: 100,
    totalUsdCents: 100,
    displayedPhp: 55,
    savingsPercent: 0,
  },
  {
    id: "credit_5",
    name: "Sulit (5 Credits)",
    credits: 5,
    unitPriceUsdCents: 90,
    totalUsdCents: 450,
    displayedPhp: 250,
    savingsPercent: 10,
  },
  {
    id: "credit_10",
    name: "Tagumpay (10 Credits)",
    credits: 10,
    unitPriceUsdCents: 80,
    totalUsdCents: 800,
    displayedPhp: 440,
    savingsPercent: 20,
  },
] as const;

export const PackIdSchema = z.enum(["credit_1", "credit_5", "credit_10"]);
export type PackId = z.infer<typeof PackIdSchema>;
export type CreditPack = (typeof CREDIT_PACKS)[number];
export const packById = (id: PackId): CreditPack => CREDIT_PACKS.find((p) => p.id === id)!;

export const CreateCheckoutRequestSchema = z.object({ packId: PackIdSchema.default("credit_1") });
/** `url`: a full-page redirect (Stripe Checkout or the demo checkout); `sessionId`: the session it belongs to. */
export const CreateCheckoutResponseSchema = z.object({ url: z.string(), sessionId: z.string(), demo: z.boolean() });

export const VerifyPaymentResponseSchema = z.object({
  verified: z.boolean(),
  creditsAdded: z.number().int(),
  paymentPending: z.boolean(),
  message: z.string(),
  errorCode: z.string().nullable(),
  packId: PackIdSchema.nullable(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

export const PaymentConfigResponseSchema = z.object({
  hasPublicKey: z.boolean(),
  message: z.string(),
  /** true when purchases go through the labelled demo checkout (no keys, not production). */
  demoCheckout: z.boolean(),
  publishableKey: z.string().nullable(),
});

export const DemoCheckoutSessionSchema = z.object({
  sessionId: z.string(),
  packId: PackIdSchema,
  credits: z.number().int(),
  totalUsdCents: z.number().int(),
  status: z.enum(["open", "paid", "expired"]),
});
export const CompleteDemoCheckoutRequestSchema = z.object({ sessionId: z.string().min(1).max(200) });
export const CompleteDemoCheckoutResponseSchema = z.object({ redirectUrl: z.string() });

export const LedgerEntryKindSchema = z.enum([
  "free_report_reserved",
  "credit_reserved",
  "reservation_posted",
  "reservation_voided",
  "reservation_expired",
  "purchase",
  "grant",
  "revoke",
  "restoration",
  "free_report_restored",
  "account_closed",
  "free_report_granted",
  "free_report_withheld",
]);
export const LedgerEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: LedgerEntryKindSchema,
  /** Change in spendable credits (+ added, − taken, 0 for free-report and pending-only moves). */
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const CreditHistorySchema = z.object({ entries: z.array(LedgerEntrySchema) });

export const RestoreCreditRequestSchema = z.object({
  reason: z.string().trim().min(5, "Please tell us briefly what went wrong (at least 5 characters)").max(1000),
});
export const RestoreCreditResponseSchema = z.object({
  restored: z.boolean(),
  credits: z.number().int(),
  message: z.string(),
});
