import type { socialEn } from "./social.en";

/** Tagalog strings of "Continue with Google" (issue 28). */
export const socialTl: Record<keyof typeof socialEn, string> = {
  "auth.social.continueWithGoogle": "Magpatuloy gamit ang Google",
  "auth.social.or": "o",
  "auth.social.signingIn": "Sina-sign in ka namin…",
  "auth.social.denied":
    "Kinansela ang pag-sign in gamit ang Google. Maaari mong subukan muli, o gamitin ang iyong email at password.",
  "auth.social.expired": "Masyadong natagalan ang pag-sign in o sinimulan ito sa ibang window. Pakisubukan muli.",
  "auth.social.unverified":
    "Hindi pa beripikado ang email ng iyong Google account, kaya hindi ito magagamit sa pag-sign in dito. Mag-sign up na lang gamit ang iyong email.",
  "auth.social.failed":
    "Hindi natapos ang pag-sign in gamit ang Google. Pakisubukan muli, o gamitin ang iyong email at password.",
  "auth.social.unavailable":
    "Hindi magagamit ngayon ang pag-sign in gamit ang Google. Gamitin muna ang iyong email at password, o subukan muli mamaya.",
};
