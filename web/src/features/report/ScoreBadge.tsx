import { Badge, Box, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import type { InvestmentScore } from "@suri/contracts";
import { LuTriangleAlert } from "react-icons/lu";
import { useT } from "../../i18n";
import { type RedFlagLine, redFlagLines } from "./red-flags";
import { normaliseScore, ratingPalette } from "./view-model";

type ScoreHeadline = Pick<InvestmentScore, "score" | "rating" | "redFlags">;

/**
 * The report's one score as every screen shows it (report, card, popup, list): the number out of 100 and
 * its rating, or "Not enough data to rate". `data-score` carries the number for the browser tests.
 */
export function ScoreBadge({ score, size = "md" }: { score: ScoreHeadline | undefined; size?: "sm" | "md" | "lg" }) {
  const t = useT();
  const value = score?.score === null || score?.score === undefined ? null : normaliseScore(score.score);
  if (value === null || !score?.rating) {
    return (
      <Badge size={size} colorPalette="gray" variant="subtle" data-testid="score-badge" data-score="none">
        {t("report.score.notRated")}
      </Badge>
    );
  }
  return (
    <HStack gap="1.5" data-testid="score-badge" data-score={value}>
      <Text as="span" fontWeight="bold" fontSize={size === "lg" ? "lg" : "sm"} fontVariantNumeric="tabular-nums">
        {value}/100
      </Text>
      <Badge size={size} colorPalette={ratingPalette(score.rating)} variant="solid">
        {t(`rating.${score.rating}`)}
      </Badge>
    </HStack>
  );
}

function FlagBadge({ line, showCap }: { line: RedFlagLine; showCap: boolean }) {
  const t = useT();
  return (
    <Badge colorPalette="red" variant="subtle" size="sm" whiteSpace="normal">
      <LuTriangleAlert aria-hidden />
      {line.label}
      {showCap ? ` · ${t("report.score.cappedShort", { cap: line.cap })}` : ""}
    </Badge>
  );
}

/**
 * The red flags that cap the score, named (nothing when there are none). With `quotes` (the top of a full
 * report), each flag the listing raised stands over the listing's own words.
 */
export function RedFlagList({
  flags,
  showCap = false,
  quotes = false,
}: {
  flags: InvestmentScore["redFlags"];
  showCap?: boolean;
  quotes?: boolean;
}) {
  const t = useT();
  const lines = redFlagLines(flags, t);
  if (lines.length === 0) return null;
  if (quotes && lines.some((line) => line.quote)) {
    return (
      <Stack as="ul" gap="2" listStyleType="none" data-testid="red-flags" aria-label={t("report.score.redFlags")}>
        {lines.map((line) => (
          <Box as="li" key={line.key} borderStartWidth="3px" borderColor="red.solid" ps="3" data-flag={line.key}>
            <FlagBadge line={line} showCap={showCap} />
            {line.quote ? (
              <Text mt="1" fontSize="sm" color="fg.muted" overflowWrap="anywhere" data-testid="red-flag-quote">
                {line.quote}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Wrap gap="1.5" data-testid="red-flags" aria-label={t("report.score.redFlags")}>
      {lines.map((line) => (
        <FlagBadge key={line.key} line={line} showCap={showCap} />
      ))}
    </Wrap>
  );
}
