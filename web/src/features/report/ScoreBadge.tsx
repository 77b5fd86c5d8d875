import { Badge, HStack, Text, Wrap } from "@chakra-ui/react";
import type { InvestmentScore } from "@suri/contracts";
import { LuTriangleAlert } from "react-icons/lu";
import { useT } from "../../i18n";
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

/** The red flags that cap the score, named (nothing when there are none). */
export function RedFlagList({ flags, showCap = false }: { flags: InvestmentScore["redFlags"]; showCap?: boolean }) {
  const t = useT();
  if (!flags || flags.length === 0) return null;
  return (
    <Wrap gap="1.5" data-testid="red-flags" aria-label={t("report.score.redFlags")}>
      {flags.map((flag) => (
        <Badge key={flag.key} colorPalette="red" variant="subtle" size="sm" whiteSpace="normal">
          <LuTriangleAlert aria-hidden />
          {t(`redFlag.${flag.key}`)}
          {showCap ? ` · ${t("report.score.cappedShort", { cap: flag.cap })}` : ""}
        </Badge>
      ))}
    </Wrap>
  );
}
