import { Alert, Container, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { InvestmentScore } from "@suri/contracts";
import { useT } from "../../i18n";
import { DevOnly } from "../payment/DevOnly";
import { InvestmentScoreCard } from "../report/InvestmentScoreCard";

const factor = (key: string, weight: number, score: number) => ({
  key,
  name: key,
  weight,
  score,
  weightedScore: Math.round(weight * score * 10) / 10,
  description: "",
  dataAvailable: true,
});

/** Sample inputs only: this page exists to see the score block render at a few levels. */
const samples: InvestmentScore[] = [
  {
    score: 82,
    rating: "Excellent",
    method: "detailed",
    confidence: "high",
    factors: [
      factor("roi", 0.25, 85),
      factor("priceValuation", 0.2, 80),
      factor("locationQuality", 0.2, 90),
      factor("marketRisk", 0.15, 75),
      factor("growthPotential", 0.2, 78),
    ],
  },
  {
    score: 58,
    rating: "Average",
    method: "detailed",
    confidence: "low",
    factors: [
      factor("roi", 0.25, 50),
      factor("priceValuation", 0.2, 45),
      factor("locationQuality", 0.2, 70),
      factor("hazardExposure", 0.15, 55),
      factor("assetLiquidity", 0.2, 66),
    ],
  },
];

/** SPEC §2 score test page (development only), with sample values. */
export function TestInvestmentScorePage() {
  const t = useT();
  return (
    <DevOnly>
      <Container maxW="5xl" py="10">
        <Stack gap="6">
          <Heading as="h1" size="2xl">
            {t("debug.scoreTitle")}
          </Heading>
          <Alert.Root status="info" borderRadius="xl" data-testid="sample-notice">
            <Alert.Indicator />
            <Alert.Title>{t("debug.scoreSample")}</Alert.Title>
          </Alert.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {samples.map((score) => (
              <InvestmentScoreCard key={score.score} score={score} />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </DevOnly>
  );
}
