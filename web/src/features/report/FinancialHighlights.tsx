import { Box, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Citation, ReportData } from "@suri/contracts";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CitationNote } from "./CitationNote";

interface FigureProps {
  label: string;
  value: string;
  detail?: string | null | undefined;
  source: ReactNode | null;
  testId?: string;
}

function Figure({ label, value, detail, source, testId }: FigureProps) {
  return (
    <Stack gap="1" p="4" borderRadius="xl" bg="canvas" borderWidth="1px" borderColor="border.muted">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="navy.900" data-testid={testId}>
        {value}
      </Text>
      {detail ? <Text fontSize="sm">{detail}</Text> : null}
      {source}
    </Stack>
  );
}

export function FinancialHighlights({
  report,
  citationNumber,
}: {
  report: ReportData;
  citationNumber: (c: Citation | null | undefined) => number | null;
}) {
  const t = useT();
  const fa = report.financialAnalysis;
  const listingCitation = report.citations.find((c) => c.kind === "listing") ?? null;
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
  const hasAssumptions = [fa.vacancyPercent, fa.monthlyExpenses, fa.netOperatingIncome].some(
    (v) => v !== null && v !== undefined,
  );

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6">
      <Heading as="h2" size="lg" mb="4">
        {t("report.fin.title")}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        <Figure
          label={t("report.fin.price")}
          value={formatPeso(fa.price ?? report.price)}
          source={note(listingCitation, t("report.fin.fromListing"))}
          testId="fin-price"
        />
        <Figure
          label={t("report.fin.pricePerSqm")}
          value={formatPeso(fa.pricePerSqm)}
          source={note(null, fa.pricePerSqm !== null ? t("report.fin.derived") : null)}
        />
        <Figure
          label={t("report.fin.monthlyRent")}
          value={formatPeso(fa.rentalIncome.monthlyRent)}
          source={note(fa.rentalIncome.citation, null)}
          testId="fin-monthly-rent"
        />
        <Figure
          label={t("report.fin.grossYield")}
          value={formatPercent(grossYield)}
          source={note(fa.rentalYieldDetail.citation, grossYield !== null ? t("report.fin.derived") : null)}
        />
        <Figure
          label={t("report.fin.fiveYearValue")}
          value={formatPeso(fa.fiveYearValue.futureValue)}
          detail={growth !== null ? t("report.fin.growthRate", { rate: formatPercent(growth) }) : null}
          source={note(fa.fiveYearValue.citation, null)}
          testId="fin-five-year-value"
        />
        <Figure
          label={t("report.fin.netGain")}
          value={formatPeso(fa.netReturn.netGain)}
          detail={fa.netReturn.note || null}
          source={note(null, fa.netReturn.netGain !== null ? t("report.fin.derived") : null)}
          testId="fin-net-gain"
        />
      </SimpleGrid>
      {hasAssumptions ? (
        <>
          <Heading as="h3" size="sm" color="fg.muted" mt="6" mb="3">
            {t("report.fin.assumptions")}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
            {fa.vacancyPercent !== null && fa.vacancyPercent !== undefined ? (
              <Figure
                label={t("report.fin.vacancy")}
                value={formatPercent(fa.vacancyPercent)}
                source={note(fa.vacancyCitation, null)}
              />
            ) : null}
            {fa.monthlyExpenses !== null && fa.monthlyExpenses !== undefined ? (
              <Figure
                label={t("report.fin.dues")}
                value={formatPeso(fa.monthlyExpenses)}
                source={note(fa.expensesCitation, null)}
              />
            ) : null}
            {fa.netOperatingIncome !== null && fa.netOperatingIncome !== undefined ? (
              <Figure
                label={t("report.fin.noi")}
                value={formatPeso(fa.netOperatingIncome)}
                source={note(null, t("report.fin.derived"))}
              />
            ) : null}
          </SimpleGrid>
        </>
      ) : null}
    </Box>
  );
}
