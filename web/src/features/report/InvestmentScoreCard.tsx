import { Badge, Box, Flex, Heading, Progress, Stack, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import type { ReactNode } from "react";
import { type MessageKey, useT } from "../../i18n";
import { RedFlagList } from "./ScoreBadge";
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

type Score = ReportData["investmentScore"];

/** Reports before issue 20 scored a factor without data as a neutral 50; they are shown as "no data" too. */
const hasData = (f: Score["factors"][number]) => f.dataAvailable !== false && f.score !== null;

function ScoreRing({ value }: { value: number | null }) {
  const color = value === null ? "#64748b" : scoreColor(value);
  return (
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
        {value ?? "—"}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        /100
      </Text>
    </Flex>
  );
}

/** The report's one investment score: number and rating (or none), what it covers, its red flags and factors. */
export function InvestmentScoreCard({ score, fixes }: { score: Score; fixes?: ReactNode }) {
  const t = useT();
  const factorName = (f: { key?: string | undefined; name: string }) =>
    f.key && FACTOR_KEYS.has(f.key) ? t(`report.factor.${f.key}` as MessageKey) : f.name;
  const value = score.score === null ? null : normaliseScore(score.score);
  const missing = score.factors.filter((f) => !hasData(f));
  const coverage =
    score.coveragePercent ??
    Math.round(
      (100 * score.factors.filter(hasData).reduce((s, f) => s + f.weight, 0)) /
        Math.max(
          1,
          score.factors.reduce((s, f) => s + f.weight, 0),
        ),
    );
  const capped = value !== null && score.uncappedScore != null && score.uncappedScore > value;

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "4", md: "6" }} h="full" data-testid="score-card">
      <Heading as="h2" size="lg" mb="4">
        {t("report.score.title")}
      </Heading>
      <Flex align="center" gap="5" mb="4" wrap="wrap">
        <ScoreRing value={value} />
        <Stack gap="2" minW="0" flex="1">
          {value !== null && score.rating ? (
            <Badge
              size="lg"
              colorPalette={ratingPalette(score.rating)}
              variant="solid"
              alignSelf="flex-start"
              data-testid="investment-rating"
            >
              {t(`rating.${score.rating}`)}
            </Badge>
          ) : (
            <Badge
              size="lg"
              colorPalette="gray"
              alignSelf="flex-start"
              whiteSpace="normal"
              data-testid="investment-rating"
            >
              {t("report.score.notRated")}
            </Badge>
          )}
          <Text fontSize="sm" color="fg.muted" data-testid="score-coverage">
            {value === null
              ? t("report.score.notRatedBody", { pct: coverage })
              : t("report.score.coverage", {
                  pct: coverage,
                  confidence: t(`report.confidence.${score.confidence ?? (coverage < 75 ? "low" : "medium")}`),
                })}
          </Text>
          {capped ? (
            <Text fontSize="sm" color="red.fg">
              {t("report.score.capped", { cap: value, uncapped: score.uncappedScore ?? "" })}
            </Text>
          ) : null}
          <RedFlagList flags={score.redFlags} showCap />
        </Stack>
      </Flex>
      {value === null ? <Box mb="4">{fixes}</Box> : null}
      {missing.length > 0 && value !== null ? (
        <Text fontSize="sm" mb="4" data-testid="score-missing">
          {t("report.score.missing", { names: missing.map(factorName).join(", ") })}
        </Text>
      ) : null}
      {score.factors.length > 0 ? (
        <Stack gap="4">
          <Heading as="h3" size="sm" color="fg.muted">
            {t("report.score.factors")}
          </Heading>
          {score.factors.map((factor) => {
            const known = hasData(factor);
            const factorScore = known ? Math.round(Math.max(0, Math.min(100, factor.score ?? 0))) : null;
            return (
              <Box key={factor.name}>
                <Flex justify="space-between" fontSize="sm" mb="1" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{factorName(factor)}</Text>
                  <Text color="fg.muted">
                    {factorScore === null ? t("report.score.noData") : `${factorScore}/100`} ·{" "}
                    {t("report.score.weight", { weight: Math.round(factor.weight) })}
                  </Text>
                </Flex>
                {factorScore !== null ? (
                  <Progress.Root value={factorScore} size="sm" colorPalette="brand" aria-label={factorName(factor)}>
                    <Progress.Track borderRadius="full">
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                ) : null}
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
