/** The place sections of ReportData: location, neighbourhood, amenities, risks, safety, developments, economy. */
import { type ConditionEvidence, formatPercent, type ReportData } from "@suri/contracts";
import { MACRO } from "../market-data";
import { joined, type PhraseKey, type Writer, writerFor } from "../wording/writer";
import { plainCitation } from "./citations";
import { investmentRisks, overallRiskLevel } from "./risks";
import { ratingForScore } from "./score";
import type { Valuation } from "./value-listing";

type Section<K extends keyof ReportData> = NonNullable<ReportData[K]>;

const km = (value: number) => `${value.toFixed(1)} km`;

function whereFrom(v: Valuation, w: Writer): string {
  const l = v.location;
  if (l.measuredFrom === "listing") return w.say("place.fromListing");
  return w.say("place.fromCentre", { place: l.centreOf ?? v.resolved.area.name });
}

function growthPotential(v: Valuation, w: Writer): string {
  const growth = v.growthPct === null ? w.say("place.noGrowth") : w.say("place.growth", { pct: v.growthPct });
  const projects = v.developments.map((d) => d.name);
  return projects.length > 0 ? w.say("place.growthRail", { growth, projects }) : growth;
}

export function locationSection(v: Valuation, w: Writer = writerFor("en")): Section<"locationAnalysis"> {
  const l = v.location;
  const overview =
    l.measuredFrom === "none"
      ? w.say("place.notMeasured")
      : w.say("place.overview", {
          from: whereFrom(v, w),
          cbd: l.cbd ? w.say("place.toCbd", { km: km(l.cbd.km), name: l.cbd.place.name }) : w.say("place.noCbd"),
          station: l.station
            ? w.say("place.toStation", { km: km(l.station.km), name: l.station.place.name, line: l.station.place.line })
            : w.say("place.noStation"),
        });
  return {
    score: l.score === null ? null : Math.round(l.score),
    rating: l.score === null ? "Not rated" : ratingForScore(Math.round(l.score)),
    overview,
    distanceToCBD: l.cbd ? { name: l.cbd.place.name, distanceKm: l.cbd.km } : null,
    publicTransport: {
      nearestStation: l.station
        ? { name: l.station.place.name, line: l.station.place.line, distanceKm: l.station.km }
        : null,
      note: w.say(l.railRelevant ? "place.railNote" : "place.noRailNote"),
    },
    nearbySchools: null,
    schoolsNote: w.say("place.schoolsNote"),
    growthPotential: growthPotential(v, w),
    measuredFrom: l.measuredFrom,
    citation: l.citation,
  };
}

export function neighbourhoodSection(
  v: Valuation,
  city: string | null,
  w: Writer = writerFor("en"),
): Section<"neighborhoodAnalysis"> {
  const specific = v.resolved.area.level === "district" || v.resolved.area.level === "city";
  const place = specific ? v.resolved.area.name : (city ?? w.say("place.theProperty"));
  const l = v.location;
  const access = l.cbd
    ? w.say("place.lies", {
        km: km(l.cbd.km),
        name: l.cbd.place.name,
        station: l.station ? w.say("place.andStation", { km: km(l.station.km), name: l.station.place.name }) : "",
      })
    : w.say("place.nothingNearby");
  const hazards = v.hazards.filter((h) => h.level !== "low").map((h) => w.say(`hazard.${h.type}` as PhraseKey));
  const hazardText = hazards.length > 0 ? w.say("place.hazards", { hazards: [...new Set(hazards)] }) : "";
  const vacancy = v.market.vacancyPct;
  const market = vacancy ? w.say("place.vacancy", { pct: formatPercent(vacancy.value) }) : "";
  const projects =
    v.developments.length > 0 ? w.say("place.coming", { projects: v.developments.map((d) => d.name) }) : "";
  return { description: `${place}${access}${market}${hazardText}${projects}` };
}

export function amenitiesSection(v: Valuation, w: Writer = writerFor("en")): Section<"amenities"> {
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
    note: w.say("place.amenitiesNote"),
  };
}

export function risksSection(
  v: Valuation,
  w: Writer = writerFor("en"),
  evidence: readonly ConditionEvidence[] = [],
): Section<"investmentRisks"> {
  const risks = investmentRisks(v, v.hazards, w, evidence);
  const level = overallRiskLevel(risks);
  const high = risks.filter((r) => r.severity === "high").map((r) => r.type.toLowerCase());
  const levelWord = w.say(`risk.level.${level}` as PhraseKey);
  return {
    overview:
      high.length > 0
        ? w.say("risk.overviewWatch", { level: levelWord, high: joined(high, "join.and") })
        : risks.length > 0
          ? w.say("risk.overviewPoints", { level: levelWord, points: w.count("risk.points", risks.length) })
          : w.say("risk.overview", { level: levelWord }),
    riskLevel: level,
    risks: risks.map((r) => ({ ...r })),
  };
}

export function safetySection(v: Valuation, w: Writer = writerFor("en")): Section<"securitySafety"> {
  return {
    crimeRate: null,
    crimeNote: w.say("place.crimeNote"),
    hazards: v.hazards,
  };
}

export function developmentsSection(v: Valuation, w: Writer = writerFor("en")): Section<"futureDevelopments"> {
  const projects = v.developments.map((d) => ({
    name: d.name,
    description: d.description,
    status: d.status,
    citation: plainCitation(d.source),
  }));
  const costs = v.developments.map((d) => d.costPesos).filter((c): c is number => c !== null);
  return {
    overview: projects.length > 0 ? w.count("place.projects", projects.length) : w.say("place.noProjects"),
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

export function constructionSection(v: Valuation, w: Writer = writerFor("en")): Section<"constructionQuality"> {
  const built = v.basis.areaBasis === "floor";
  const checklist = built
    ? [
        w.say("build.permit"),
        w.say("build.inspect"),
        w.say(v.status === "pre_selling" ? "build.developer" : "build.repairs"),
      ]
    : [w.say("build.land")];
  return {
    assessment: null,
    checklist,
    note: w.say("build.note"),
  };
}
