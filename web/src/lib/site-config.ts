/**
 * Contact points, fixed at build time: VITE_CHAT_URL (the messaging page the chat bubble opens) and
 * VITE_CONTACT_EMAIL. Without a chat URL the chat panel offers e-mail instead of a dead link.
 */
export const siteConfig = {
  chatUrl: (import.meta.env.VITE_CHAT_URL as string | undefined)?.trim() || null,
  contactEmail: (import.meta.env.VITE_CONTACT_EMAIL as string | undefined)?.trim() || "hello@suri.ph",
};
