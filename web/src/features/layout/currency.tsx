import { createListCollection, Link, NativeSelect, Text } from "@chakra-ui/react";
import { useAtom, useAtomValue } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import { useSyncExternalStore } from "react";
import { useT } from "../../i18n";
import {
  formatInCurrency,
  isSecondCurrency,
  pesosPerUnit,
  REFERENCE_RATES_SOURCE,
  SECOND_CURRENCIES,
  type SecondCurrency,
} from "../../lib/reference-rates";

const storage = createJSONStorage<SecondCurrency | null>(() => localStorage);

/** The reader's own currency, shown beside key peso amounts; none by default (pesos only). */
export const secondCurrencyAtom = atomWithStorage<SecondCurrency | null>(
  // main.tsx reads this key too (without app code), to start a rendered page at once for such a reader.
  "suri.secondCurrency",
  null,
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return isSecondCurrency(stored) ? stored : null;
    },
  },
  { getOnInit: true },
);

const noSubscription = () => () => {};
/** False on the server and while prerendered HTML hydrates (which knows no reader's choice), true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The chosen second currency, once the page runs in the reader's browser. */
export function useSecondCurrency(): SecondCurrency | null {
  const currency = useAtomValue(secondCurrencyAtom);
  return useHydrated() ? currency : null;
}

const collection = createListCollection({ items: SECOND_CURRENCIES.map((c) => ({ value: c, label: c })) });

/** "Also show amounts in": pesos only, or one of the currencies OFWs are paid in. */
export function CurrencyPicker({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useT();
  const [stored, setCurrency] = useAtom(secondCurrencyAtom);
  const currency = useHydrated() ? stored : null;
  return (
    <div>
      <Text
        asChild
        display="block"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color={tone === "dark" ? "navy.200" : "fg.muted"}
        mb="1.5"
      >
        <label htmlFor="second-currency">{t("currency.label")}</label>
      </Text>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          id="second-currency"
          data-testid="second-currency"
          value={currency ?? ""}
          color={tone === "dark" ? "navy.50" : undefined}
          bg={tone === "dark" ? "navy.900" : "white"}
          borderColor={tone === "dark" ? "navy.600" : undefined}
          onChange={(e) => setCurrency(isSecondCurrency(e.currentTarget.value) ? e.currentTarget.value : null)}
        >
          <option value="">{t("currency.none")}</option>
          {collection.items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color={tone === "dark" ? "navy.200" : undefined} />
      </NativeSelect.Root>
    </div>
  );
}

/** "≈ AED 1,033,267" under a peso amount, when the reader chose a second currency. */
export function AlsoIn({ php }: { php: number | null | undefined }) {
  const currency = useSecondCurrency();
  if (!currency || php === null || php === undefined || !Number.isFinite(php)) return null;
  return (
    <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal" data-testid="second-amount">
      ≈ {formatInCurrency(php, currency)}
    </Text>
  );
}

/** Which rate the second currency uses, from whom and of which day. */
export function RateNote() {
  const t = useT();
  const currency = useSecondCurrency();
  if (!currency) return null;
  const date = new Date(`${REFERENCE_RATES_SOURCE.date}T00:00:00Z`).toLocaleDateString("en-PH", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="rate-note">
      {t("currency.rate", {
        code: currency,
        rate: `₱${pesosPerUnit(currency).toFixed(pesosPerUnit(currency) < 1 ? 4 : 2)}`,
        date,
        publisher: REFERENCE_RATES_SOURCE.publisher,
      })}
      {["AED", "SAR", "QAR", "HKD"].includes(currency) ? ` ${t("currency.peg")}` : ""}{" "}
      <Link href={REFERENCE_RATES_SOURCE.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
        {t("currency.source")}
      </Link>
    </Text>
  );
}
