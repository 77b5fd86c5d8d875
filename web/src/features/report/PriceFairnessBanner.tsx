import { Alert, Badge, HStack, List, Stack, Text } from "@chakra-ui/react";
import type { Citation, PriceFairness } from "@suri/contracts";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { AlsoIn } from "../layout/currency";
import { CitationNote } from "./CitationNote";
import { fairnessCategory } from "./view-model";

const statusByCategory = {
  fair: "success",
  underpriced: "info",
  overpriced: "warning",
  insufficient: "neutral",
} as const;

export function PriceFairnessBanner({
  fairness,
  citations,
  fixes,
}: {
  fairness: PriceFairness;
  citations: (c: Citation | null) => number | null;
  /** What would fix a withheld verdict (shown when there is none). */
  fixes?: ReactNode;
}) {
  const t = useT();
  const category = fairnessCategory(fairness);
  const delta = fairness.deltaPercent;
  const fair = formatPeso(fairness.fairPrice);

  const unreliable = fairness.reliable === false;
  const range = fairness.fairValueRange;
  let line: string;
  // The words come from the verdict's own numbers: its gap from the estimate and the range it was judged on.
  const bounds = { low: formatPeso(range?.low), high: formatPeso(range?.high) };
  const percent = formatPercent(Math.abs(delta ?? 0));
  const gap =
    delta === null || Math.abs(delta) < 0.05
      ? t("report.fairness.gapNone")
      : t(delta > 0 ? "report.fairness.gapAbove" : "report.fairness.gapBelow", { percent });
  if (unreliable) line = t("report.fairness.unreliableBody");
  else if (category === "insufficient" || !range) line = t("report.fairness.insufficientBody");
  else if (category === "fair") line = t("report.fairness.within", { gap, fair, ...bounds });
  else if (category === "overpriced") line = t("report.fairness.above", { percent, fair, ...bounds });
  else line = t("report.fairness.below", { percent, fair, ...bounds });

  return (
    <Alert.Root
      status={statusByCategory[category]}
      variant="subtle"
      borderRadius="xl"
      p="5"
      data-testid="price-fairness"
    >
      <Alert.Indicator />
      <Alert.Content minW="0">
        <HStack gap="3" wrap="wrap">
          <Alert.Title fontSize="lg">
            {t("report.fairness.title")}:{" "}
            {unreliable ? t("report.fairness.unreliable") : t(`report.fairness.${category}`)}
          </Alert.Title>
          {fairness.severity && category !== "fair" && category !== "insufficient" ? (
            <Badge variant="outline">{t(`report.severity.${fairness.severity}`)}</Badge>
          ) : null}
        </HStack>
        <Alert.Description>
          <Stack gap="1.5" mt="1">
            <Text>{line}</Text>
            {unreliable && fairness.unreliableReasons?.length ? (
              <List.Root ps="5" fontSize="sm" data-testid="fairness-reasons">
                {fairness.unreliableReasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
            ) : null}
            {unreliable && range ? (
              <Text fontSize="sm" data-testid="fairness-range">
                {t("report.fairness.range", { low: formatPeso(range.low), high: formatPeso(range.high) })}
                <AlsoIn php={(range.low + range.high) / 2} />
              </Text>
            ) : null}
            {category !== "insufficient" && fairness.medianPricePerSqM !== null ? (
              <Text fontSize="sm">
                {t("report.fairness.median", { value: formatPeso(fairness.medianPricePerSqM) })}
                {fairness.compsUsed > 0 ? ` · ${t("report.fairness.comps", { count: fairness.compsUsed })}` : ""}
              </Text>
            ) : null}
            {fairness.analysis && !unreliable ? <Text fontSize="sm">{fairness.analysis}</Text> : null}
            {unreliable || category === "insufficient" ? fixes : null}
            <CitationNote citation={fairness.citation} number={citations(fairness.citation)} />
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
