/** English strings of "Continue with Google" (issue 28) and why a Google sign-in came back without a session. */
export const socialEn = {
  "auth.social.continueWithGoogle": "Continue with Google",
  "auth.social.or": "or",
  "auth.social.signingIn": "Signing you in…",
  "auth.social.denied": "Google sign-in was cancelled. You can try again, or use your e-mail and password.",
  "auth.social.expired": "That sign-in took too long or was started in another window. Please try again.",
  "auth.social.unverified":
    "Your Google account's e-mail address is not verified, so it cannot sign you in here. Please sign up with your e-mail instead.",
  "auth.social.failed": "Google sign-in could not be completed. Please try again, or use your e-mail and password.",
  "auth.social.unavailable":
    "Google sign-in is not available right now. Please use your e-mail and password, or try again later.",
} as const;
