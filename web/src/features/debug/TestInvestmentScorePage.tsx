import { Alert, SimpleGrid } from "@chakra-ui/react";
import type { InvestmentScore } from "@suri/contracts";
import { useT } from "../../i18n";
import { DevPage } from "../payment/DevOnly";
import { InvestmentScoreCard } from "../report/InvestmentScoreCard";

const factor = (key: string, weight: number, score: number | null) => ({
  key,
  name: key,
  weight,
  score,
  weightedScore: score === null ? 0 : (weight * score) / 100,
  description: "",
  dataAvailable: score !== null,
});

/** Sample inputs only: this page exists to see the score block render rated, capped and unrated. */
const samples: InvestmentScore[] = [
  {
    score: 82,
    rating: "Excellent",
    method: "detailed",
    confidence: "high",
    coveragePercent: 100,
    redFlags: [],
    uncappedScore: 82,
    factors: [
      factor("roi", 30, 85),
      factor("priceValuation", 20, 80),
      factor("marketRisk", 15, 75),
      factor("locationQuality", 15, 90),
      factor("assetLiquidity", 10, 78),
      factor("growthPotential", 5, 80),
      factor("hazardExposure", 5, 85),
    ],
  },
  {
    score: 39,
    rating: "Poor",
    method: "detailed",
    confidence: "low",
    coveragePercent: 50,
    redFlags: [
      { key: "occupied", cap: 49 },
      { key: "legal_case", cap: 39 },
    ],
    uncappedScore: 66,
    factors: [
      factor("roi", 30, null),
      factor("priceValuation", 20, null),
      factor("marketRisk", 15, 45),
      factor("locationQuality", 15, 80),
      factor("assetLiquidity", 10, 90),
      factor("growthPotential", 5, 60),
      factor("hazardExposure", 5, 70),
    ],
  },
  {
    score: null,
    rating: null,
    method: "detailed",
    confidence: "low",
    coveragePercent: 40,
    redFlags: [],
    uncappedScore: null,
    factors: [
      factor("roi", 30, null),
      factor("priceValuation", 20, null),
      factor("marketRisk", 15, 80),
      factor("locationQuality", 15, 70),
      factor("assetLiquidity", 10, null),
      factor("growthPotential", 5, 60),
      factor("hazardExposure", 5, 85),
    ],
  },
];

/** SPEC §2 score test page (development only), with sample values. */
export function TestInvestmentScorePage() {
  const t = useT();
  return (
    <DevPage title={t("debug.scoreTitle")} maxW="5xl" gap="6">
      <Alert.Root status="info" borderRadius="xl" data-testid="sample-notice">
        <Alert.Indicator />
        <Alert.Title>{t("debug.scoreSample")}</Alert.Title>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {samples.map((score) => (
          <InvestmentScoreCard key={score.score ?? "none"} score={score} />
        ))}
      </SimpleGrid>
    </DevPage>
  );
}
