import { Alert, Button, SimpleGrid, Table, Text } from "@chakra-ui/react";
import type { Citation, CostLine, ReportData } from "@suri/contracts";
import { Link } from "@tanstack/react-router";
import { type MessageKey, useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";

type Numbered = (c: Citation | null | undefined) => number | null;

function CostRows({ group, lines, numberOf }: { group: string; lines: readonly CostLine[]; numberOf: Numbered }) {
  return (
    <>
      {lines.map((l) => (
        <Table.Row key={`${group}-${l.key}`}>
          <Table.Cell>
            <Text>
              {group}: {l.label}
            </Text>
            <CitationNote citation={l.citation} number={numberOf(l.citation)} />
          </Table.Cell>
          <Table.Cell textAlign="end">{l.ratePercent === null ? "" : formatPercent(l.ratePercent, 2)}</Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {formatPeso(l.amount)}
          </Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

export function CostsCard({
  report,
  numberOf,
  narrative,
}: {
  report: ReportData;
  numberOf: Numbered;
  narrative?: string | undefined;
}) {
  const t = useT();
  const fa = report.financialAnalysis;
  if (!fa.purchaseCosts) return null;
  return (
    <SectionCard title={t("report.costs.title")} narrative={narrative} testId="report-costs">
      <Table.ScrollArea tabIndex={0}>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("report.costs.item")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.costs.rate")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.costs.amount")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <CostRows group={t("report.costs.purchase")} lines={fa.purchaseCosts.lines} numberOf={numberOf} />
            <CostRows group={t("report.costs.yearly")} lines={fa.operatingCosts?.lines ?? []} numberOf={numberOf} />
            <CostRows group={t("report.costs.exit")} lines={fa.exitCosts?.lines ?? []} numberOf={numberOf} />
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
  if (scenarios.length === 0) return null;
  return (
    <SectionCard title={t("report.financing.title")} narrative={narrative} testId="report-financing">
      <Table.ScrollArea tabIndex={0}>
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("report.financing.scenario")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.down")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.monthly")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.invested")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.cashFlow")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.cashOnCash")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("report.financing.breakEven")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {scenarios.map((s) => (
              <Table.Row key={s.kind}>
                <Table.Cell>
                  <Text fontWeight="medium">{t(SCENARIO_KEYS[s.kind])}</Text>
                  {s.ratePercent !== null ? (
                    <Text fontSize="xs" color="fg.muted">
                      {t("report.financing.terms", { rate: formatPercent(s.ratePercent), years: s.termYears ?? 0 })}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPeso(s.downPayment)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPeso(s.monthlyAmortization)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPeso(s.cashInvested)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPeso(s.monthlyCashFlow)}</Table.Cell>
                <Table.Cell textAlign="end">{formatPercent(s.cashOnCashPercent)}</Table.Cell>
                <Table.Cell textAlign="end">{s.breakEvenYears === null ? t("common.na") : s.breakEvenYears}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
