import type { Preferences, User } from "@suri/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { queryKeys } from "../../api/keys";
import { savePreferences, userQueryOptions } from "../../api/session";
import { useLocale, useSwitchLocale } from "../../i18n";
import { secondCurrencyAtom } from "../layout/currency";

/** Writes the account's preferences and keeps the cached user in step with what was kept. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData<User | null>(queryKeys.user, (user) => (user ? { ...user, preferences } : user)),
  });
}

/**
 * The account's second currency and language on every device: what the server keeps is applied here when
 * the user loads (a sign-in, another device's change), and a change made here is written back. While the
 * server's values are being applied (switching language loads its catalogue) nothing is written.
 */
export function usePreferencesSync() {
  const { data: user } = useQuery(userQueryOptions());
  const [currency, setCurrency] = useAtom(secondCurrencyAtom);
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const save = useSavePreferences();
  const applying = useRef<Preferences | null>(null);
  const appliedFor = useRef<string | null>(null);
  const server = user?.preferences;

  useEffect(() => {
    if (!user || !server) {
      appliedFor.current = null;
      return;
    }
    const key = `${user.id}:${server.currency}:${server.language}:${server.emailNotifications}`;
    if (appliedFor.current === key) return;
    appliedFor.current = key;
    applying.current = server;
    setCurrency(server.currency);
    void switchLocale(server.language);
  }, [user, server, setCurrency, switchLocale]);

  const { mutate } = save;
  useEffect(() => {
    if (!server) return;
    const expected = applying.current;
    if (expected) {
      if (currency === expected.currency && locale === expected.language) applying.current = null;
      return;
    }
    if (currency === server.currency && locale === server.language) return;
    mutate({ ...server, currency, language: locale });
  }, [currency, locale, server, mutate]);
}
