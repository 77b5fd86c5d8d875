/**
 * Short-term (Airbnb-type) letting of a built unit, where the dataset has nightly rates:
 *   gross     nightly rate × occupancy × 365
 *   less      platform fee 15.5% of gross, co-host share 30% of what remains (the owner is abroad),
 *             and the yearly costs of owning (dues, real property tax, insurance) as in the long-term view
 *   cleaning  charged to guests at the housekeeper's cost (net nil); utilities: no cited figure, not deducted
 * Many condominium corporations forbid short stays: the caveat says so on every estimate.
 */
import type { Citation, CostLine, FinancialAnalysis } from "@suri/contracts";
import { areaChain, SHORT_TERM_COSTS, SHORT_TERM_RENTAL, SOURCES } from "../market-data";
import { type Writer, writerFor } from "../wording/writer";
import { plainCitation } from "./citations";
import type { InvestmentPlan } from "./investment";
import type { ValuationCore } from "./value-listing";

type ShortTermRental = NonNullable<FinancialAnalysis["shortTermRental"]>;

const DAYS_PER_YEAR = 365;

function bansCitation(): Citation {
  const ref = SOURCES.PEERS_STR_BANS;
  return { kind: "dataset", source: `${ref.source} (${ref.key})`, url: ref.url, confidence: "medium" };
}

export function shortTermRental(
  v: ValuationCore,
  plan: InvestmentPlan | null,
  w: Writer = writerFor("en"),
): ShortTermRental | null {
  const built = v.basis.areaBasis === "floor" && v.basis.propertyType !== "commercial";
  if (!plan || !built || v.basis.areaSqm === null) return null;
  const row = areaChain(v.resolved.area)
    .map((a) => SHORT_TERM_RENTAL[a.id])
    .find((r) => r !== undefined);
  if (!row) return null;
  const nightly = row.nightlyRatePhp.value;
  const occupancy = row.occupancyPct.value;
  const gross = nightly * (occupancy / 100) * DAYS_PER_YEAR;
  const platform = (gross * SHORT_TERM_COSTS.platformFeePct.value) / 100;
  const cohost = ((gross - platform) * SHORT_TERM_COSTS.cohostSharePct.value) / 100;
  const owning = plan.operatingLines.filter((l) => ["dues", "propertyTax", "insurance"].includes(l.key));
  const owningTotal = owning.reduce((sum, l) => sum + (l.amount ?? 0), 0);
  const lines: CostLine[] = [
    {
      key: "platformFee",
      label: w.say("cost.platformFee"),
      amount: platform,
      ratePercent: SHORT_TERM_COSTS.platformFeePct.value,
      citation: plainCitation(SHORT_TERM_COSTS.platformFeePct),
    },
    {
      key: "cohost",
      label: w.say("cost.cohost"),
      amount: cohost,
      ratePercent: SHORT_TERM_COSTS.cohostSharePct.value,
      citation: plainCitation(SHORT_TERM_COSTS.cohostSharePct),
    },
    ...owning,
  ];
  const net = gross - platform - cohost - owningTotal;
  const invested = plan.cash.cashInvested;
  return {
    nightlyRate: nightly,
    occupancyPercent: occupancy,
    grossAnnual: gross,
    lines,
    netAnnual: net,
    netYieldPercent: invested > 0 ? (net / invested) * 100 : null,
    utilitiesNote: w.say("money.strUtilities"),
    caveat: w.say("money.strCaveat"),
    citations: [
      plainCitation(row.nightlyRatePhp),
      plainCitation(row.occupancyPct),
      plainCitation(SHORT_TERM_COSTS.platformFeePct),
      plainCitation(SHORT_TERM_COSTS.cohostSharePct),
      bansCitation(),
    ],
  };
}
