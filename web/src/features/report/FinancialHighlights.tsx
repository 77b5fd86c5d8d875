import { SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Citation, ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { AlsoIn, RateNote } from "../layout/currency";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";

export function FinancialHighlights({
  report,
  citationNumber,
  narrative,
}: {
  report: ReportData;
  citationNumber: (c: Citation | null | undefined) => number | null;
  narrative?: string | undefined;
}) {
  const t = useT();
  const fa = report.financialAnalysis;
  const note = (citation: Citation | null | undefined, fallback: string | null) =>
    citation ? (
      <CitationNote citation={citation} number={citationNumber(citation)} />
    ) : fallback ? (
      <Text fontSize="xs" color="fg.muted">
        {fallback}
      </Text>
    ) : null;
  const growth = fa.fiveYearValue.growthRatePercent;
  const grossYield = fa.rentalYieldDetail.annualYieldPercentage ?? fa.rentalYield;
  const derived = t("report.fin.derived");
  const has = (v: number | null | undefined): v is number => v !== null && v !== undefined;

  return (
    <SectionCard title={t("report.fin.title")} narrative={narrative}>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        <Figure
          label={t("report.fin.price")}
          value={formatPeso(fa.price ?? report.price)}
          extra={<AlsoIn php={fa.price ?? report.price} />}
          // The asking price is the listing's own figure (never another listing figure's caption).
          source={note(null, t("report.fin.fromListing"))}
          testId="fin-price"
        />
        <Figure
          label={t("report.fin.pricePerSqm")}
          value={formatPeso(fa.pricePerSqm)}
          source={note(null, fa.pricePerSqm !== null ? derived : null)}
          testId="fin-price-per-sqm"
        />
        <Figure
          label={t("report.fin.monthlyRent")}
          value={formatPeso(fa.rentalIncome.monthlyRent)}
          extra={<AlsoIn php={fa.rentalIncome.monthlyRent} />}
          source={note(fa.rentalIncome.citation, null)}
          testId="fin-monthly-rent"
        />
        <Figure
          label={t("report.fin.grossYield")}
          value={formatPercent(grossYield)}
          detail={fa.rentalYieldDetail.plausible === false ? t("report.fin.yieldImplausible") : null}
          source={note(fa.rentalYieldDetail.citation, grossYield !== null ? derived : null)}
        />
        <Figure
          label={t("report.fin.netYield")}
          value={formatPercent(fa.netYield)}
          detail={has(fa.capRate) ? t("report.fin.capRate", { rate: formatPercent(fa.capRate) }) : null}
          source={note(null, has(fa.netYield) ? derived : null)}
        />
        <Figure
          label={t("report.fin.monthlyCashFlow")}
          value={formatPeso(fa.monthlyCashFlow)}
          detail={
            has(fa.monthlyExpenses) ? t("report.fin.monthlyCosts", { amount: formatPeso(fa.monthlyExpenses) }) : null
          }
          source={note(fa.expensesCitation, null)}
        />
        <Figure
          label={t("report.fin.fiveYearValue")}
          value={formatPeso(fa.fiveYearValue.futureValue)}
          extra={<AlsoIn php={fa.fiveYearValue.futureValue} />}
          detail={growth !== null ? t("report.fin.growthRate", { rate: formatPercent(growth) }) : null}
          source={note(fa.fiveYearValue.citation, null)}
          testId="fin-five-year-value"
        />
        <Figure
          label={t("report.fin.netGain")}
          value={formatPeso(fa.netReturn.netGain)}
          extra={<AlsoIn php={fa.netReturn.netGain} />}
          detail={fa.netReturn.note || null}
          source={note(null, fa.netReturn.netGain !== null ? derived : null)}
          testId="fin-net-gain"
        />
        <Figure
          label={t("report.fin.breakEven")}
          value={has(fa.breakEvenPoint) ? t("report.fin.years", { n: fa.breakEvenPoint }) : t("common.na")}
          detail={fa.breakEvenNote ?? null}
        />
      </SimpleGrid>
      <RateNote />
      {has(fa.vacancyPercent) ? (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t("report.fin.vacancyNote", { rate: formatPercent(fa.vacancyPercent) })}
          </Text>
          <CitationNote citation={fa.vacancyCitation} number={citationNumber(fa.vacancyCitation)} />
        </Stack>
      ) : null}
    </SectionCard>
  );
}
