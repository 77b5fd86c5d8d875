import { useAtomValue, useSetAtom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { useCallback, useMemo } from "react";
import { loadCatalogue } from "./catalogues";
import { LOCALE_STORAGE_KEY, rememberLocaleCookie } from "./stored-locale";
import {
  isLocale,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Translate,
  translate,
  translateValidation,
} from "./translate";

export { loadCatalogue } from "./catalogues";
/** The language stored from an earlier visit, read before the first render so its catalogue loads first. */
export { rememberLocaleCookie, storedLocale } from "./stored-locale";
export type { Locale, MessageKey, Translate } from "./translate";
export { locales } from "./translate";

const storage = createJSONStorage<Locale>(() => localStorage);

/** The interface language; English first, Tagalog on request, remembered in local storage. */
export const localeAtom = atomWithStorage<Locale>(
  LOCALE_STORAGE_KEY,
  "en",
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return isLocale(stored) ? stored : initial;
    },
  },
  { getOnInit: true },
);

export function useLocale(): Locale {
  return useAtomValue(localeAtom);
}

/** Switches language once its catalogue has arrived, so no screen renders with missing text. */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    async (locale: Locale) => {
      await loadCatalogue(locale);
      setLocale(locale);
      rememberLocaleCookie(locale);
    },
    [setLocale],
  );
}

export function useT(): Translate {
  const locale = useLocale();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(locale, key, params), [locale]);
}

/** Translator plus helpers that need the locale. */
export function useI18n() {
  const locale = useLocale();
  const t = useT();
  return useMemo(() => ({ locale, t, tv: (message: string) => translateValidation(locale, message) }), [locale, t]);
}
