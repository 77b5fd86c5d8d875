import {
  CreditsResponseSchema,
  type LoginRequest,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type Preferences,
  PreferencesSchema,
  type RegisterRequest,
  type User,
  UserSchema,
} from "@suri/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { clearReportStorage } from "../lib/browser-storage";
import { apiRequest, isApiError } from "./http";
import { queryKeys } from "./keys";

/** The signed-in user, or null for a visitor (a 401 is an answer, not a failure). SPEC §7: fresh 5 s, 2 retries. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await apiRequest("/api/user", UserSchema, { signal });
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 5_000,
    retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500 && error.status > 0),
  });

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.credits,
    queryFn: ({ signal }) => apiRequest("/api/credits", CreditsResponseSchema, { signal }),
  });

export function login(body: LoginRequest): Promise<User> {
  return apiRequest("/api/login", UserSchema, { method: "POST", body });
}

export function register(body: RegisterRequest): Promise<User> {
  return apiRequest("/api/register", UserSchema, { method: "POST", body });
}

/** Issue 20: delete the signed-in user's account; the password confirms. */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest("/api/user", null, { method: "DELETE", body: { password } });
}

export function logout(): Promise<void> {
  return apiRequest("/api/logout", null, { method: "POST" });
}

/** After login or registration: remember the user and drop anything cached for a previous session. */
export function onSignedIn(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ queryKey: ["reports"] });
  queryClient.removeQueries({ queryKey: queryKeys.credits });
  queryClient.setQueryData(queryKeys.user, user);
}

/** SPEC §4: logout clears the user, the reports cache and the browser-stored report items. */
export function onSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.removeQueries({ queryKey: ["reports"] });
  queryClient.removeQueries({ queryKey: ["report-jobs"] });
  queryClient.removeQueries({ queryKey: queryKeys.credits });
  clearReportStorage();
}

/** First name, display name or username; 'Investor' is the caller's fallback. */
export function greetingName(user: Pick<User, "displayName" | "username">): string | null {
  const display = user.displayName.trim();
  if (display) return display.split(/\s+/)[0] ?? display;
  const username = user.username.trim();
  return username || null;
}

/** Issue 28: the mailed link's token confirms the address (with or without a session). */
export function verifyEmail(token: string): Promise<void> {
  return apiRequest("/api/verify-email", null, { method: "POST", body: { token } });
}

/** Sends the signed-in user's confirmation link again (429 with Retry-After when asked too often). */
export function resendVerification(): Promise<void> {
  return apiRequest("/api/verify-email/resend", null, { method: "POST" });
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  return apiRequest("/api/password-reset", null, { method: "POST", body });
}

/** Sets a new password with the mailed token; every session of the account ends. */
export function confirmPasswordReset(body: PasswordResetConfirm): Promise<void> {
  return apiRequest("/api/password-reset/confirm", null, { method: "POST", body });
}

/** The account's preferences, kept by the server so every device shows the same. */
export function savePreferences(preferences: Preferences): Promise<Preferences> {
  return apiRequest("/api/user/preferences", PreferencesSchema, { method: "PUT", body: preferences });
}
