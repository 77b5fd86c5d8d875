import { type Catalogue, hasCatalogue, type Locale, registerCatalogue } from "./translate";

/** Each language is its own chunk, fetched when the interface first needs it. */
const importers: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import("./en").then((m) => m.en),
  tl: () => import("./tl").then((m) => m.tl),
};

const pending = new Map<Locale, Promise<void>>();

export function loadCatalogue(locale: Locale): Promise<void> {
  if (hasCatalogue(locale)) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = importers[locale]().then(
      (catalogue) => registerCatalogue(locale, catalogue),
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
