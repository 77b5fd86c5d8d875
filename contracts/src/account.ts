import { z } from "zod";
import { MailLanguageSchema } from "./events";

/**
 * Issue 28: the account's own e-mail links (address verification, password reset) and its preferences.
 * A link's token is 32 random bytes in base64url; anything else is refused with the invalid-link message.
 */
export const INVALID_LINK_MESSAGE = "This link is not valid. Please ask for a new one.";
export const EXPIRED_LINK_MESSAGE = "This link has expired. Please ask for a new one.";
export const USED_LINK_MESSAGE = "This link has already been used.";
export const OTHER_ACCOUNT_LINK_MESSAGE =
  "This link was sent to a different account. Log out, then open the link again.";
export const ALREADY_VERIFIED_MESSAGE = "Your e-mail address is already confirmed.";
/** The free report waits for a confirmed address; paid credits do not. Code: email_not_verified (403). */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Please confirm your e-mail address to use your free report. Open the link we sent you, or send it again.";
export const TOO_MANY_MAILS_MESSAGE = "Too many requests for an e-mail. Please try again later.";

export const MailTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_LINK_MESSAGE);

export const VerifyEmailRequestSchema = z.object({ token: MailTokenSchema });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequestSchema>;

/** Currencies the app shows beside pesos: the ones OFWs are paid in. */
export const SECOND_CURRENCIES = [
  "AED",
  "SAR",
  "QAR",
  "KWD",
  "HKD",
  "SGD",
  "USD",
  "GBP",
  "EUR",
  "JPY",
  "CAD",
  "AUD",
] as const;
export const SecondCurrencySchema = z.enum(SECOND_CURRENCIES, "Please choose one of the offered currencies");
export type SecondCurrency = z.infer<typeof SecondCurrencySchema>;

/** The account's preferences, used on every device: second currency (null: pesos only), language, mail. */
export const PreferencesSchema = z.object({
  currency: SecondCurrencySchema.nullable(),
  language: MailLanguageSchema,
  emailNotifications: z.boolean(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = { currency: null, language: "en", emailNotifications: true };
