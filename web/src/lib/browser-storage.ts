/** Browser storage keys of SPEC §3. Every access tolerates storage being unavailable (private mode, quotas). */
export const storageKeys = {
  pendingPropertyUrl: "pendingPropertyUrl",
  pendingListingText: "pendingListingText",
  authRedirectUrl: "authRedirectUrl",
} as const;

function stores(): Storage[] {
  const result: Storage[] = [];
  try {
    result.push(window.sessionStorage);
  } catch {}
  try {
    result.push(window.localStorage);
  } catch {}
  return result;
}

function read(key: string): string | null {
  for (const store of stores()) {
    try {
      const value = store.getItem(key);
      if (value) return value;
    } catch {}
  }
  return null;
}

function write(key: string, value: string): void {
  for (const store of stores()) {
    try {
      store.setItem(key, value);
    } catch {}
  }
}

function remove(key: string): void {
  for (const store of stores()) {
    try {
      store.removeItem(key);
    } catch {}
  }
}

/** The URL an anonymous visitor asked to analyze; kept in session and local storage until used. */
export const pendingPropertyUrl = {
  get: () => read(storageKeys.pendingPropertyUrl),
  set: (url: string) => write(storageKeys.pendingPropertyUrl, url),
  clear: () => remove(storageKeys.pendingPropertyUrl),
};

/** The listing text an anonymous visitor pasted; resumed like the pending URL once they sign in. */
export const pendingListingText = {
  get: () => read(storageKeys.pendingListingText),
  set: (text: string) => write(storageKeys.pendingListingText, text),
  clear: () => remove(storageKeys.pendingListingText),
};

/** Where to go after signing in when the address carries no explicit redirect. */
export const authRedirectUrl = {
  get: () => read(storageKeys.authRedirectUrl),
  set: (url: string) => write(storageKeys.authRedirectUrl, url),
  clear: () => remove(storageKeys.authRedirectUrl),
};

/** Logout removes cached report and property copies, the pending property URL and the pending listing text. */
export function clearReportStorage(): void {
  for (const store of stores()) {
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key && (key.startsWith("report_") || key.startsWith("property_"))) keys.push(key);
      }
      for (const key of keys) store.removeItem(key);
    } catch {}
  }
  pendingPropertyUrl.clear();
  pendingListingText.clear();
  authRedirectUrl.clear();
}

/** Only same-origin paths are accepted as post-login targets, so a crafted link cannot send users elsewhere. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/auth")) return null;
  return value;
}
