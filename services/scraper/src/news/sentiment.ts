import type { Sentiment } from "@suri/contracts";

/**
 * SPEC §3: with no sentiment from the feed, count positive and negative keywords in the title and
 * summary; more positive is positive, more negative is negative, a tie is neutral. The lists are
 * ours, written for Philippine property and business headlines.
 */
export const POSITIVE_KEYWORDS = [
  "rise",
  "rises",
  "rising",
  "rose",
  "growth",
  "grow",
  "grows",
  "grew",
  "surge",
  "surges",
  "gain",
  "gains",
  "boost",
  "boosts",
  "boom",
  "record",
  "recovery",
  "recovers",
  "rebound",
  "rebounds",
  "strong",
  "stronger",
  "robust",
  "expansion",
  "expands",
  "expand",
  "higher",
  "increase",
  "increases",
  "upbeat",
  "optimistic",
  "bullish",
  "opportunity",
  "opportunities",
  "launch",
  "launches",
  "profit",
  "profits",
  "uptick",
  "improve",
  "improves",
  "improved",
  "resilient",
  "soar",
  "soars",
  "demand",
  "sold out",
  "take-up",
  "absorption",
  "approved",
  "upgrade",
  "investment",
  "investments",
  "affordable",
  "lower rates",
  "rate cut",
];

export const NEGATIVE_KEYWORDS = [
  "fall",
  "falls",
  "fell",
  "decline",
  "declines",
  "declined",
  "drop",
  "drops",
  "dropped",
  "slump",
  "slowdown",
  "slows",
  "slower",
  "weak",
  "weaker",
  "weakens",
  "oversupply",
  "glut",
  "vacancy",
  "vacancies",
  "loss",
  "losses",
  "lower",
  "decrease",
  "decreases",
  "risk",
  "risks",
  "crisis",
  "delay",
  "delays",
  "delayed",
  "bearish",
  "pessimistic",
  "inflation",
  "default",
  "defaults",
  "foreclosure",
  "foreclosed",
  "fraud",
  "scam",
  "typhoon",
  "flood",
  "flooding",
  "earthquake",
  "bankrupt",
  "bankruptcy",
  "closure",
  "layoffs",
  "tighten",
  "tightening",
  "rate hike",
  "unsold",
  "slump",
  "downgrade",
  "warns",
  "pogo exit",
];

const pattern = (words: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );
const POSITIVE = pattern(POSITIVE_KEYWORDS);
const NEGATIVE = pattern(NEGATIVE_KEYWORDS);

export function keywordSentiment(title: string, summary: string): Sentiment {
  const text = `${title} ${summary}`;
  const positive = text.match(POSITIVE)?.length ?? 0;
  const negative = text.match(NEGATIVE)?.length ?? 0;
  if (positive > negative) return "positive";
  if (negative > positive) return "negative";
  return "neutral";
}

/** The feed's own sentiment when it states one of the three values. */
export function statedSentiment(raw: string | undefined): Sentiment | undefined {
  const value = raw?.trim().toLowerCase();
  return value === "positive" || value === "negative" || value === "neutral" ? value : undefined;
}
