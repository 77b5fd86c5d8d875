import { Badge, Box, Flex, Heading, Progress, Stack, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { type MessageKey, useT } from "../../i18n";
import { normaliseScore, ratingPalette, scoreColor } from "./view-model";

const FACTOR_KEYS = new Set([
  "roi",
  "priceValuation",
  "marketRisk",
  "locationQuality",
  "assetLiquidity",
  "growthPotential",
  "hazardExposure",
]);

export function InvestmentScoreCard({
  score,
  quick,
}: {
  score: ReportData["investmentScore"];
  /** The simplified score of SPEC §9, shown beside the detailed one. */
  quick?: ReportData["simplifiedScore"] | undefined;
}) {
  const t = useT();
  const factorName = (f: { key?: string | undefined; name: string }) =>
    f.key && FACTOR_KEYS.has(f.key) ? t(`report.factor.${f.key}` as MessageKey) : f.name;
  const value = normaliseScore(score.score);
  const color = scoreColor(value);

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6" h="full">
      <Heading as="h2" size="lg" mb="4">
        {t("report.score.title")}
      </Heading>
      <Flex align="center" gap="5" mb="5">
        <Flex
          direction="column"
          align="center"
          justify="center"
          w="28"
          h="28"
          borderRadius="full"
          borderWidth="8px"
          style={{ borderColor: color }}
          flexShrink={0}
        >
          <Text fontSize="4xl" fontWeight="black" lineHeight="1" style={{ color }} data-testid="investment-score">
            {value}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            /100
          </Text>
        </Flex>
        <Stack gap="2">
          <Badge
            size="lg"
            colorPalette={ratingPalette(score.rating)}
            variant="solid"
            alignSelf="flex-start"
            data-testid="investment-rating"
          >
            {t(`rating.${score.rating}`)}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            {value} {t("report.score.outOf")} ·{" "}
            {score.method === "detailed" ? t("report.score.detailed") : t("report.score.simplified")}
          </Text>
          {quick && score.method === "detailed" ? (
            <Text fontSize="sm" data-testid="quick-score">
              {t("report.score.quick", { score: normaliseScore(quick.score), rating: t(`rating.${quick.rating}`) })}
            </Text>
          ) : null}
        </Stack>
      </Flex>
      {score.factors.length > 0 ? (
        <Stack gap="4">
          <Heading as="h3" size="sm" color="fg.muted">
            {t("report.score.factors")}
          </Heading>
          {score.factors.map((factor) => {
            // Factor scores are already 0–100; only the overall score may come on the old 0–10 scale.
            const factorScore = Math.round(Math.max(0, Math.min(100, factor.score)));
            return (
              <Box key={factor.name}>
                <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
                  <Text fontWeight="medium">
                    {factorName(factor)}
                    {factor.dataAvailable === false ? ` · ${t("report.score.noData")}` : ""}
                  </Text>
                  <Text color="fg.muted" flexShrink={0}>
                    {factorScore}/100 · {t("report.score.weight", { weight: Math.round(factor.weight) })}
                  </Text>
                </Flex>
                <Progress.Root
                  value={factorScore}
                  size="sm"
                  colorPalette={factor.dataAvailable === false ? "gray" : "brand"}
                  aria-label={factorName(factor)}
                >
                  <Progress.Track borderRadius="full">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                {factor.description ? (
                  <Text fontSize="xs" color="fg.muted" mt="1">
                    {factor.description}
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </Box>
  );
}
