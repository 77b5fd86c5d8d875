import { useAtomValue } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { useCallback, useMemo } from "react";
import {
  isLocale,
  type Locale,
  type MessageKey,
  type MessageParams,
  type Translate,
  translate,
  translateValidation,
} from "./translate";

export type { Locale, MessageKey, Translate } from "./translate";
export { locales } from "./translate";

const storage = createJSONStorage<Locale>(() => localStorage);

/** The interface language; English first, Tagalog on request, remembered in local storage. */
export const localeAtom = atomWithStorage<Locale>(
  "suri.locale",
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
