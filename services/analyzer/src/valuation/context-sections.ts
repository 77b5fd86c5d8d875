/** The place sections of ReportData: location, neighbourhood, amenities, risks, safety, developments, economy. */
import { formatPercent, type ReportData } from "@suri/contracts";
import { MACRO } from "../market-data";
import { plainCitation } from "./citations";
import { investmentRisks, overallRiskLevel } from "./risks";
import { ratingForScore } from "./score";
import type { Valuation } from "./value-listing";

type Section<K extends keyof ReportData> = NonNullable<ReportData[K]>;

const km = (value: number) => `${value.toFixed(1)} km`;

function whereFrom(v: Valuation): string {
  const l = v.location;
  if (l.measuredFrom === "listing") return "From the listing's map position";
  return `From the centre of ${l.centreOf ?? v.resolved.area.name} (the listing gives no map position)`;
}

function growthPotential(v: Valuation): string {
  const growth =
    v.growthPct === null ? "No cited growth rate for this place." : `Long-run price growth ${v.growthPct}%/yr.`;
  const projects = v.developments.map((d) => d.name);
  return projects.length > 0 ? `${growth} Rail projects under construction nearby: ${projects.join(", ")}.` : growth;
}

export function locationSection(v: Valuation): Section<"locationAnalysis"> {
  const l = v.location;
  const overview =
    l.measuredFrom === "none"
      ? "The listing gives no map position and its place has no bundled centre, so distances are not measured."
      : `${whereFrom(v)}: ${l.cbd ? `${km(l.cbd.km)} to ${l.cbd.place.name}` : "no business district on record"}${
          l.station
            ? `, ${km(l.station.km)} to ${l.station.place.name} (${l.station.place.line})`
            : ", no rail line within 15 km"
        }.`;
  return {
    score: l.score === null ? null : Math.round(l.score),
    rating: l.score === null ? "Not rated" : ratingForScore(Math.round(l.score)),
    overview,
    distanceToCBD: l.cbd ? { name: l.cbd.place.name, distanceKm: l.cbd.km } : null,
    publicTransport: {
      nearestStation: l.station
        ? { name: l.station.place.name, line: l.station.place.line, distanceKm: l.station.km }
        : null,
      note: l.railRelevant
        ? "Operating LRT-1, LRT-2 and MRT-3 stations; the PNR commuter line is suspended for NSCR works."
        : "No operating urban rail line within 15 km.",
    },
    nearbySchools: null,
    schoolsNote: "School locations are not in Suri's dataset yet; check DepEd's school finder for the barangay.",
    growthPotential: growthPotential(v),
    measuredFrom: l.measuredFrom,
    citation: l.citation,
  };
}

export function neighbourhoodSection(v: Valuation, city: string | null): Section<"neighborhoodAnalysis"> {
  const specific = v.resolved.area.level === "district" || v.resolved.area.level === "city";
  const place = specific ? v.resolved.area.name : (city ?? "The property");
  const l = v.location;
  const access = l.cbd
    ? ` lies ${km(l.cbd.km)} from ${l.cbd.place.name}${l.station ? ` and ${km(l.station.km)} from ${l.station.place.name}` : ""}.`
    : " has no business district or rail station on record nearby.";
  const hazards = v.hazards.filter((h) => h.level !== "low").map((h) => h.type);
  const hazardText = hazards.length > 0 ? ` Hazards on record: ${[...new Set(hazards)].join(", ")}.` : "";
  const vacancy = v.market.vacancyPct;
  const market = vacancy ? ` Vacancy in the local rental market: ${formatPercent(vacancy.value)}.` : "";
  const projects = v.developments.length > 0 ? ` Coming: ${v.developments.map((d) => d.name).join(", ")}.` : "";
  return { description: `${place}${access}${market}${hazardText}${projects}` };
}

export function amenitiesSection(v: Valuation): Section<"amenities"> {
  const l = v.location;
  return {
    nearby: [
      ...l.nearbyCbds.map((c) => ({ type: "cbd" as const, name: c.place.name, distanceKm: c.km })),
      ...l.nearbyStations.map((s) => ({
        type: "rail_station" as const,
        name: `${s.place.name} (${s.place.line})`,
        distanceKm: s.km,
      })),
    ],
    note: "Business districts within 10 km and rail stations within 2 km, straight-line; shops, schools and hospitals are not in the dataset.",
  };
}

export function risksSection(v: Valuation): Section<"investmentRisks"> {
  const risks = investmentRisks(v, v.hazards);
  const level = overallRiskLevel(risks);
  const high = risks.filter((r) => r.severity === "high").map((r) => r.type.toLowerCase());
  return {
    overview:
      high.length > 0
        ? `${level} risk: watch ${high.join(" and ")}.`
        : `${level} risk${risks.length > 0 ? `: ${risks.length} point${risks.length === 1 ? "" : "s"} to check` : ""}.`,
    riskLevel: level,
    risks: risks.map((r) => ({ ...r })),
  };
}

export function safetySection(v: Valuation): Section<"securitySafety"> {
  return {
    crimeRate: null,
    crimeNote:
      "No city crime statistics are in Suri's dataset; ask the barangay and the building's security office, and read recent local news.",
    hazards: v.hazards,
  };
}

export function developmentsSection(v: Valuation): Section<"futureDevelopments"> {
  const projects = v.developments.map((d) => ({
    name: d.name,
    description: d.description,
    status: d.status,
    citation: plainCitation(d.source),
  }));
  const costs = v.developments.map((d) => d.costPesos).filter((c): c is number => c !== null);
  return {
    overview:
      projects.length > 0
        ? `${projects.length} large rail project${projects.length === 1 ? "" : "s"} under construction serve${projects.length === 1 ? "s" : ""} this place.`
        : "No large public project under construction is on record for this place.",
    projects,
    totalInvestment: costs.length > 0 ? costs.reduce((a, b) => a + b, 0) : null,
  };
}

function macroFigure(figure: typeof MACRO.gdpGrowthPct) {
  return { value: figure.value, period: figure.period, citation: plainCitation(figure) };
}

export function macroSection(): Section<"macroeconomicData"> {
  return {
    gdpGrowth: macroFigure(MACRO.gdpGrowthPct),
    inflationRate: macroFigure(MACRO.inflationPct),
    interestRate: macroFigure(MACRO.policyRatePct),
    populationGrowth: macroFigure(MACRO.populationGrowthPct),
  };
}

export function constructionSection(v: Valuation): Section<"constructionQuality"> {
  const built = v.basis.areaBasis === "floor";
  const checklist = built
    ? [
        "Ask for the building's occupancy permit and the unit's Condominium or Transfer Certificate of Title.",
        "Have someone you trust inspect for water stains, cracks, and the age of wiring and plumbing.",
        v.status === "pre_selling"
          ? "Check the developer's DHSUD license to sell and how late its last projects were delivered."
          : "Ask the building administrator about repairs planned and special assessments.",
      ]
    : ["Ask for the title, a relocation survey and the tax declaration; check road access and drainage."];
  return {
    assessment: null,
    checklist,
    note: "A listing says nothing reliable about construction quality, so the report gives no grade.",
  };
}
