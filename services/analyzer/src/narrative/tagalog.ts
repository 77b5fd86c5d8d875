/** The deterministic Tagalog narrative: the same figures as the English one, in Tagalog. */
import type { InvestmentScore, NarrativeText, Rating, RedFlagKey } from "@suri/contracts";
import { km, type NarrativeFacts, pct, peso, sqm } from "./facts";

const SEVERITY_TL = { slight: "bahagyang", moderate: "katamtamang", significant: "malaking", extreme: "sobrang" };
const CATEGORY_TL = { overpriced: "mahal", underpriced: "mura" } as const;
const RISK_LEVEL_TL = { Low: "Mababa", Moderate: "Katamtaman", High: "Mataas" } as const;
const CONFIDENCE_TL = { high: "mataas", medium: "katamtaman", low: "mababa" } as const;
const LOAN_TL = { pagibig: "Pag-IBIG housing loan", bank: "Bank housing loan", cash: "Cash" } as const;

function subject(f: NarrativeFacts): string {
  const size = f.sizeSqm !== null ? `${sqm(f.sizeSqm)} na ` : "";
  return `Ang ${size}${f.typeLabel} na ito sa ${f.place}`;
}

function verdict(f: NarrativeFacts): string {
  const { pf } = f;
  if (pf.category === "insufficient_data" || pf.medianPricePerSqM === null) {
    return f.r.price === null ? "" : " Kulang ang datos ng merkado para husgahan ang presyo nito.";
  }
  if (!pf.dataValid) return " Masyadong malayo ang presyo kada sqm sa reference para maikumpara nang maayos.";
  const ref = `${peso(pf.medianPricePerSqM)}/sqm`;
  const delta = pf.deltaPercent ?? 0;
  if (pf.category === "fair") {
    return ` Dahil ${pct(delta)} lang ito ${delta >= 0 ? "mas mataas" : "mas mababa"} sa reference na ${ref}, patas ang presyo.`;
  }
  const word = pf.severity ? `${SEVERITY_TL[pf.severity]} ` : "";
  const side = pf.category === "overpriced" ? "mas mataas" : "mas mababa";
  return ` Ito ay ${word}${CATEGORY_TL[pf.category]}: ${pct(delta)} ${side} sa reference na ${ref}; ang patas na presyo ay mga ${peso(pf.fairPrice)}.`;
}

const FLAG_TL: Record<RedFlagKey, string> = {
  occupied: "may nakatira rito",
  legal_case: "may nakabinbing kaso sa korte",
  title_pending: "hindi pa nailipat ang titulo",
  flood_high: "mataas ang panganib ng baha",
  implausible_yield: "hindi kapani-paniwala ang rental yield",
};
const RATING_TL: Record<Rating, string> = {
  Excellent: "Napakahusay",
  "Very Good": "Napakabuti",
  Good: "Mabuti",
  Average: "Katamtaman",
  "Below Average": "Mababa sa Karaniwan",
  Poor: "Mahina",
};

/** Ang iisang score: ang bilang at rating, o kung bakit wala, at kung ano ang naglilimita rito. */
function scoreSentence(s: InvestmentScore): string {
  const flags = (s.redFlags ?? []).map((f) => FLAG_TL[f.key]);
  const capped = flags.length > 0 ? ` Limitado ang score dahil ${flags.join(", at ")}.` : "";
  if (s.score === null || s.rating === null) {
    return `Kulang ang datos para makapagbigay ng rating: ${s.coveragePercent ?? 0}% lang ng bigat ang may datos.${capped}`;
  }
  return `Investment score: ${s.score} sa 100 (${RATING_TL[s.rating]}).${capped}`;
}

function summary(f: NarrativeFacts): string {
  const { r, fa } = f;
  if (r.price === null) {
    return f.rentListing
      ? `${subject(f)} ay paupahan sa ${peso(fa.monthlyRental)} kada buwan.`
      : `${subject(f)} ay walang presyo sa listing, kaya hindi ito matasahan.`;
  }
  const perSqm = fa.pricePerSqm !== null ? ` (${peso(fa.pricePerSqm)}/sqm)` : "";
  const income =
    fa.monthlyRental !== null && fa.rentalYield !== null
      ? ` Tantiyang upa: ${peso(fa.monthlyRental)} kada buwan, ${pct(fa.rentalYield)} gross yield.`
      : "";
  const gain =
    f.fiveYear?.netGainIfSold !== undefined && fa.fiveYearValue.growthRatePercent !== null
      ? ` Sa ${fa.fiveYearValue.growthRatePercent}% kada taon, puwede itong umabot sa ${peso(fa.fiveYearValue.futureValue)} sa loob ng ${fa.projection?.years ?? 5} taon; kung ibebenta noon, ${peso(f.fiveYear.netGainIfSold)} ang netong kita ng bumili nang cash matapos ang lahat ng gastos.`
      : "";
  return `${subject(f)} ay nakalistang ${peso(r.price)}${perSqm}.${verdict(f)}${income}${gain} ${scoreSentence(r.investmentScore)}`;
}

function price(f: NarrativeFacts): string {
  const mv = f.r.marketValueAssessment;
  if (!mv || mv.estimatedSaleValue === null)
    return verdict(f).trim() || "Walang sapat na datos para matasahan ang presyo.";
  return `${verdict(f).trim()} Ang malamang na presyo kapag naibenta ay ${peso(mv.estimatedSaleValue)}, mula ${peso(mv.lowValue)} hanggang ${peso(mv.highValue)} (${CONFIDENCE_TL[mv.confidence]} ang katiyakan).`.trim();
}

function income(f: NarrativeFacts): string {
  const { fa } = f;
  if (f.isLot) return "Walang upa ang bakanteng lupa, kaya sa pagtaas ng halaga lang manggagaling ang kita.";
  if (f.rentListing)
    return `${peso(fa.monthlyRental)} kada buwan ang hinihinging upa sa listing; kailangan ng presyo para sa pagsusuri ng pagbili.`;
  if (fa.monthlyRental === null)
    return `Walang nakatalang datos ng upa para sa ${f.typeLabel} na ito sa ${f.place}, kaya walang tantiya ng kita sa upa.`;
  const longTerm = f.rentKnown
    ? ` Matapos ang ${pct(fa.vacancyPercent)} bakante at ang taunang gastos, ${peso(fa.netOperatingIncome)} kada taon ang neto: ${pct(fa.netYield)} net yield at ${pct(fa.capRate)} cap rate.`
    : "";
  const str = fa.shortTermRental;
  const shortTerm =
    str && str.grossAnnual !== null
      ? ` Kung paupahan kada gabi sa mga ${peso(str.nightlyRate)} at ${pct(str.occupancyPercent)} occupancy, puwedeng kumita ng ${peso(str.grossAnnual)} kada taon at ${peso(str.netAnnual)} neto matapos ang platform fee, co-host at gastos — kung pinapayagan ng gusali ang short-term na upa.`
      : "";
  return `Ang pangmatagalang umuupa ay magbabayad ng mga ${peso(fa.monthlyRental)} kada buwan.${longTerm}${shortTerm}`;
}

function costs(f: NarrativeFacts): string {
  const { fa } = f;
  if (!fa.purchaseCosts) return "Walang presyo, kaya hindi nakuwenta ang gastos sa pagbili at pagbenta.";
  const tax = fa.operatingCosts?.lines.find((l) => l.key === "propertyTax");
  const taxText = tax ? `, kasama ang ${peso(tax.amount)} na amilyar (real property tax)` : "";
  return `Ang pagbili ay may ${peso(fa.purchaseCosts.total)} na buwis at bayarin bukod sa presyo. Ang pagmamay-ari ay ${peso(fa.operatingCosts?.totalAnnual)} kada taon${taxText}. Ang pagbenta matapos ang ${fa.projection?.years ?? 5} taon ay may ${peso(fa.exitCosts?.total)} na capital gains tax at komisyon ng broker.`;
}

function financing(f: NarrativeFacts): string {
  const loans = (f.fa.financing ?? []).filter((s) => s.kind !== "cash");
  if (loans.length === 0 || !f.cash) return "Walang presyo, kaya walang mapopondohan.";
  const parts = loans.map(
    (s) =>
      `${LOAN_TL[s.kind]}: ${peso(s.downPayment)} na down payment at ${peso(s.monthlyAmortization)} kada buwan sa loob ng ${s.termYears} taon sa ${pct(s.ratePercent)}, buwanang cash flow ${peso(s.monthlyCashFlow)}`,
  );
  return `Kung cash, ${peso(f.cash.cashInvested)} ang kailangan kasama ang gastos sa pagbili. ${parts.join(". ")}.`;
}

function projection(f: NarrativeFacts): string {
  const p = f.fa.projection;
  if (!p?.base || !f.fiveYear || !f.cash)
    return "Walang projection: walang presyo ang listing o walang nakatalang growth rate ang lugar.";
  const band =
    p.low && p.high
      ? ` (${peso(p.low.futureValue)} sa ${pct(p.low.growthRatePercent)}, ${peso(p.high.futureValue)} sa ${pct(p.high.growthRatePercent)})`
      : "";
  const breakEven =
    f.cash.breakEvenYears !== null
      ? ` Babalik ang puhunan ng bumili nang cash sa taon ${f.cash.breakEvenYears}.`
      : " Hindi babalik ang puhunan ng bumili nang cash sa loob ng 30 taon ayon sa mga halagang ito.";
  return `Sa ${pct(p.base.growthRatePercent)} kada taon, aabot ang halaga sa ${peso(p.base.futureValue)} sa loob ng ${p.years} taon${band}. Kung ibebenta noon, ${peso(f.fiveYear.netGainIfSold)} ang neto ng bumili nang cash, ${pct(f.fiveYear.roiPercent)} na balik sa ${peso(f.cash.cashInvested)}.${breakEven}`;
}

function risks(f: NarrativeFacts): string {
  const r = f.r.investmentRisks;
  if (!r) return "";
  const count = r.risks.length;
  return `${RISK_LEVEL_TL[r.riskLevel]} ang panganib.${count > 0 ? ` May ${count} puntong dapat suriin; tingnan ang listahan sa ibaba.` : ""}`;
}

function location(f: NarrativeFacts): string {
  const l = f.r.locationAnalysis;
  if (!l) return "";
  if (l.measuredFrom === "none") return "Walang lokasyon sa mapa ang listing, kaya hindi nasukat ang layo.";
  const from =
    l.measuredFrom === "listing"
      ? "Mula sa lokasyon ng listing sa mapa"
      : "Mula sa gitna ng lugar (walang lokasyon sa mapa ang listing)";
  const cbd = l.distanceToCBD ? ` ${km(l.distanceToCBD.distanceKm)} papunta sa ${l.distanceToCBD.name}` : "";
  const station = l.publicTransport.nearestStation
    ? `, ${km(l.publicTransport.nearestStation.distanceKm)} papunta sa ${l.publicTransport.nearestStation.name} (${l.publicTransport.nearestStation.line})`
    : ", walang tren sa loob ng 15 km";
  const score = l.score !== null ? ` Location score: ${l.score} sa 100.` : "";
  return `${from}:${cbd}${station}.${score}`;
}

export function writeTagalog(f: NarrativeFacts): NarrativeText {
  return {
    summary: summary(f),
    sections: {
      price: price(f),
      income: income(f),
      costs: costs(f),
      financing: financing(f),
      projection: projection(f),
      risks: risks(f),
      location: location(f),
    },
  };
}
