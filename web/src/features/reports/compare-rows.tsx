import { Badge, Stack, Text } from "@chakra-ui/react";
import type { ReportData, ReportRecord } from "@suri/contracts";
import type { ReactNode } from "react";
import { type MessageKey, useT } from "../../i18n";
import { formatNumber, formatPercent, formatPeso } from "../../lib/format";
import { AlsoIn } from "../layout/currency";
import { RedFlagList, ScoreBadge } from "../report/ScoreBadge";
import { fairnessCategory } from "../report/view-model";

export type View = { record: ReportRecord; r: ReportData };
export interface CompareRow {
  label: MessageKey;
  testId?: string;
  value: (view: View) => ReactNode;
}

function Area({ r }: View) {
  const t = useT();
  const { floorAreaSqm, lotAreaSqm } = r.overview;
  if (!floorAreaSqm && !lotAreaSqm) return t("common.na");
  return (
    <>
      {floorAreaSqm ? (
        <Text as="span" display="block">
          {t("compare.floorArea", { area: formatNumber(floorAreaSqm) })}
        </Text>
      ) : null}
      {lotAreaSqm ? (
        <Text as="span" display="block">
          {t("compare.lotArea", { area: formatNumber(lotAreaSqm) })}
        </Text>
      ) : null}
    </>
  );
}

function FairValue({ r }: View) {
  const t = useT();
  const mv = r.marketValueAssessment;
  if (!mv?.estimatedSaleValue) return t("common.na");
  return (
    <>
      {formatPeso(mv.estimatedSaleValue)}
      <Text fontSize="xs" fontWeight="normal" color="fg.muted">
        {t("compare.range")}: {formatPeso(mv.lowValue)} – {formatPeso(mv.highValue)}
      </Text>
    </>
  );
}

function Verdict({ r }: View) {
  const t = useT();
  const pf = r.priceFairness;
  const category = pf.reliable === false ? "unreliable" : fairnessCategory(pf);
  return category === "unreliable" ? t("report.fairness.unreliable") : t(`report.fairness.${category}`);
}

function Risks({ r }: View) {
  const t = useT();
  const risks = r.investmentRisks;
  if (!risks) return t("common.na");
  return (
    <Stack gap="1">
      <Badge
        alignSelf="flex-start"
        whiteSpace="normal"
        colorPalette={risks.riskLevel === "High" ? "red" : risks.riskLevel === "Moderate" ? "orange" : "green"}
      >
        {t("compare.riskLevel", { level: t(`report.risks.${risks.riskLevel}`) })}
      </Badge>
      {risks.risks.length === 0 ? (
        <Text fontWeight="normal">{t("compare.none")}</Text>
      ) : (
        risks.risks.slice(0, 4).map((risk) => (
          <Text key={risk.type} fontSize="sm" fontWeight="normal">
            {risk.type}
          </Text>
        ))
      )}
    </Stack>
  );
}

/** The rows, in the order an investor weighs them: what it is, what it costs, what it earns, what to fear. */
export const rows: CompareRow[] = [
  {
    label: "compare.price",
    testId: "compare-price",
    value: ({ r }) => (
      <>
        {formatPeso(r.price)}
        <AlsoIn php={r.price} />
      </>
    ),
  },
  { label: "compare.area", testId: "compare-area", value: (view) => <Area {...view} /> },
  { label: "compare.bedrooms", testId: "compare-bedrooms", value: ({ r }) => <Bedrooms count={r.overview.bedrooms} /> },
  { label: "compare.perSqm", value: ({ r }) => <Money value={r.financialAnalysis.pricePerSqm} /> },
  { label: "compare.rent", testId: "compare-rent", value: ({ r }) => <Money value={monthlyRent(r)} /> },
  { label: "compare.yield", value: ({ r }) => formatPercent(r.financialAnalysis.rentalYield) },
  {
    label: "compare.netYield",
    testId: "compare-net-yield",
    value: ({ r }) => formatPercent(r.financialAnalysis.netYield ?? null),
  },
  { label: "compare.fairValue", value: (view) => <FairValue {...view} /> },
  {
    label: "compare.score",
    testId: "compare-score",
    value: ({ r }) => (
      <Stack gap="1" align="flex-start">
        <ScoreBadge score={r.investmentScore} size="sm" />
        <RedFlagList flags={r.investmentScore.redFlags} />
      </Stack>
    ),
  },
  { label: "compare.verdict", value: (view) => <Verdict {...view} /> },
  { label: "compare.risks", value: (view) => <Risks {...view} /> },
];

const monthlyRent = (r: ReportData) =>
  r.financialAnalysis.rentalIncome.monthlyRent ?? r.financialAnalysis.monthlyRental;

function Money({ value }: { value: number | null | undefined }) {
  const t = useT();
  return value === null || value === undefined ? t("common.na") : formatPeso(value);
}

function Bedrooms({ count }: { count: number | null }) {
  const t = useT();
  if (count === null) return t("common.na");
  return count === 0 ? t("compare.studio") : formatNumber(count);
}
