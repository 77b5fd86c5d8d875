import { CREDIT_PACKS, type CreditPack, formatPeso, type PackId } from "@suri/contracts";

/** The pack the page highlights as the popular choice. */
export const POPULAR_PACK_ID: PackId = "credit_5";

const usdFormatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** US cents as dollars with cents: 450 → "$4.50". */
export function formatUsdCents(cents: number): string {
  return usdFormatter.format(cents / 100);
}

/** The base price per report: the single-credit pack's unit price. */
const baseUnitCents = Math.max(...CREDIT_PACKS.map((pack) => pack.unitPriceUsdCents));

export interface PackDisplay {
  id: PackId;
  /** The pack's own name without the "(n Credits)" suffix ("Sulit"); a brand name, not translated. */
  brand: string;
  credits: number;
  totalUsd: string;
  perReportUsd: string;
  php: string;
  /** Pesos per report: the pack's peso price over its credits. */
  perReportPhp: string;
  /** The peso price as a number (for a second currency beside it). */
  phpAmount: number;
  /** Percent saved per report against the single-credit price; 0 for none. */
  savingsPercent: number;
  popular: boolean;
}

/** The brand part of a pack name: "Sulit (5 Credits)" → "Sulit". */
export function packBrand(name: string): string {
  return name.replace(/\s*\(.*\)\s*$/, "").trim() || name;
}

/** Savings per report, rounded to a whole percent, from the catalogue's prices. */
export function savingsPercent(pack: Pick<CreditPack, "totalUsdCents" | "credits">): number {
  const perReport = pack.totalUsdCents / pack.credits;
  return Math.max(0, Math.round((1 - perReport / baseUnitCents) * 100));
}

/** Everything a pack card shows, derived from CREDIT_PACKS (never typed in by hand). */
export function packDisplay(pack: CreditPack): PackDisplay {
  return {
    id: pack.id,
    brand: packBrand(pack.name),
    credits: pack.credits,
    totalUsd: formatUsdCents(pack.totalUsdCents),
    perReportUsd: formatUsdCents(Math.round(pack.totalUsdCents / pack.credits)),
    php: formatPeso(pack.displayedPhp),
    perReportPhp: formatPeso(pack.displayedPhp / pack.credits),
    phpAmount: pack.displayedPhp,
    savingsPercent: savingsPercent(pack),
    popular: pack.id === POPULAR_PACK_ID,
  };
}

export const packDisplays: readonly PackDisplay[] = CREDIT_PACKS.map(packDisplay);
