import { Alert, Button, SimpleGrid, Text } from "@chakra-ui/react";
import type { CostLine, ReportData } from "@suri/contracts";
import { Link } from "@tanstack/react-router";
import { type StackedRow, StackedTable } from "../../components/StackedTable";
import { type MessageKey, useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";
import type { Numbered, SectionProps } from "./section-props";

function costRows(group: string, lines: readonly CostLine[], numberOf: Numbered): StackedRow[] {
  return lines.map((l) => ({
    key: `${group}-${l.key}`,
    cells: [
      <>
        <Text>
          {group}: {l.label}
        </Text>
        <CitationNote citation={l.citation} number={numberOf(l.citation)} />
      </>,
      l.ratePercent === null ? "—" : formatPercent(l.ratePercent, 2),
      formatPeso(l.amount),
    ],
  }));
}

export function CostsCard({ report, numberOf, narrative }: SectionProps) {
  const t = useT();
  const fa = report.financialAnalysis;
  if (!fa.purchaseCosts) return null;
  return (
    <SectionCard title={t("report.costs.title")} narrative={narrative} testId="report-costs">
      <StackedTable
        testId="costs-table"
        columns={[
          { key: "item", label: t("report.costs.item") },
          { key: "rate", label: t("report.costs.rate"), numeric: true },
          { key: "amount", label: t("report.costs.amount"), numeric: true },
        ]}
        rows={[
          ...costRows(t("report.costs.purchase"), fa.purchaseCosts.lines, numberOf),
          ...costRows(t("report.costs.yearly"), fa.operatingCosts?.lines ?? [], numberOf),
          ...costRows(t("report.costs.exit"), fa.exitCosts?.lines ?? [], numberOf),
        ]}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Figure label={t("report.costs.purchaseTotal")} value={formatPeso(fa.purchaseCosts.total)} />
        <Figure label={t("report.costs.yearlyTotal")} value={formatPeso(fa.operatingCosts?.totalAnnual)} />
        <Figure label={t("report.costs.exitTotal")} value={formatPeso(fa.exitCosts?.total)} />
      </SimpleGrid>
    </SectionCard>
  );
}

const SCENARIO_KEYS: Record<"cash" | "pagibig" | "bank", MessageKey> = {
  cash: "report.financing.cash",
  pagibig: "report.financing.pagibig",
  bank: "report.financing.bank",
};

export function FinancingCard({
  report,
  reportId,
  narrative,
}: {
  report: ReportData;
  reportId: string | null;
  narrative?: string | undefined;
}) {
  const t = useT();
  const scenarios = report.financialAnalysis.financing ?? [];
  // The listing rules a loan out (a levy, a case, rights only, agrarian land, occupants of a foreclosure): said
  // here unless the section's narrative already says it.
  const noLoanReason = report.financialAnalysis.calculatorDefaults?.noLoanReason;
  if (scenarios.length === 0) return null;
  return (
    <SectionCard title={t("report.financing.title")} narrative={narrative} testId="report-financing">
      {noLoanReason && !narrative?.includes(noLoanReason) ? (
        <Alert.Root status="warning" borderRadius="xl" data-testid="financing-no-loan">
          <Alert.Indicator />
          <Alert.Description>{noLoanReason}</Alert.Description>
        </Alert.Root>
      ) : null}
      <StackedTable
        testId="financing-table"
        columns={[
          { key: "scenario", label: t("report.financing.scenario") },
          { key: "down", label: t("report.financing.down"), numeric: true },
          { key: "monthly", label: t("report.financing.monthly"), numeric: true },
          { key: "invested", label: t("report.financing.invested"), numeric: true },
          { key: "cashFlow", label: t("report.financing.cashFlow"), numeric: true },
          { key: "cashOnCash", label: t("report.financing.cashOnCash"), numeric: true },
          { key: "breakEven", label: t("report.financing.breakEven"), numeric: true },
        ]}
        rows={scenarios.map((s) => ({
          key: s.kind,
          cells: [
            <>
              <Text fontWeight="medium">{t(SCENARIO_KEYS[s.kind])}</Text>
              {s.ratePercent !== null ? (
                <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                  {t("report.financing.terms", { rate: formatPercent(s.ratePercent), years: s.termYears ?? 0 })}
                </Text>
              ) : null}
            </>,
            formatPeso(s.downPayment),
            formatPeso(s.monthlyAmortization),
            formatPeso(s.cashInvested),
            formatPeso(s.monthlyCashFlow),
            formatPercent(s.cashOnCashPercent),
            s.breakEvenYears === null ? t("common.na") : s.breakEvenYears,
          ],
        }))}
      />
      <Text fontSize="sm" color="fg.muted">
        {t("report.financing.note")}
      </Text>
      {reportId ? (
        <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start" data-testid="open-calculator">
          <Link to="/reports/$id/investment-calculator" params={{ id: reportId }}>
            {t("report.financing.openCalculator")}
          </Link>
        </Button>
      ) : null}
    </SectionCard>
  );
}

export function ShortTermCard({ report, numberOf }: { report: ReportData; numberOf: Numbered }) {
  const t = useT();
  const str = report.financialAnalysis.shortTermRental;
  if (!str) return null;
  return (
    <SectionCard title={t("report.str.title")} testId="report-short-term">
      <Alert.Root status="warning" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Description>{str.caveat}</Alert.Description>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        <Figure label={t("report.str.nightly")} value={formatPeso(str.nightlyRate)} />
        <Figure label={t("report.str.occupancy")} value={formatPercent(str.occupancyPercent)} />
        <Figure label={t("report.str.gross")} value={formatPeso(str.grossAnnual)} />
        <Figure
          label={t("report.str.net")}
          value={formatPeso(str.netAnnual)}
          detail={t("report.str.netYield", { rate: formatPercent(str.netYieldPercent) })}
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        {str.utilitiesNote}
      </Text>
      {str.citations
        .filter((c, i, all) => all.findIndex((x) => x.source === c.source) === i)
        .map((c) => (
          <CitationNote key={c.source} citation={c} number={numberOf(c)} />
        ))}
    </SectionCard>
  );
}
