import { type RedFlag, RedFlagKeySchema } from "@suri/contracts";
import type { Translate } from "../../i18n";

/** A red flag as a reader reads it: its name, the cap it puts on the score and the listing's words. */
export interface RedFlagLine {
  readonly key: RedFlag["key"];
  readonly label: string;
  readonly cap: number;
  /** "The listing says: “…”", or null when the flag comes from the place's data or an old report. */
  readonly quote: string | null;
}

/**
 * The red flags in words, never in codes: a flag this version does not know (a report written by a newer
 * analyzer) is left out rather than shown by its key.
 */
export function redFlagLines(flags: readonly RedFlag[] | undefined, t: Translate): RedFlagLine[] {
  return (flags ?? [])
    .filter((flag) => RedFlagKeySchema.safeParse(flag.key).success)
    .map((flag) => ({
      key: flag.key,
      label: t(`redFlag.${flag.key}`),
      cap: flag.cap,
      quote: flag.quote?.trim() ? t("redFlag.listingSays", { quote: flag.quote.trim() }) : null,
    }));
}
