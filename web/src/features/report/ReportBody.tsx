import { Box, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { type Citation, inLanguage, type Listing, type ReportCorrections, type ReportData } from "@suri/contracts";
import { type ReactNode, useMemo } from "react";
import { useLocale, useT } from "../../i18n";
import { AssumptionCard } from "./AssumptionCard";
import { CostsCard, FinancingCard, ShortTermCard } from "./CostsAndFinancing";
import { FinancialHighlights } from "./FinancialHighlights";
import { FixList } from "./FixList";
import { InvestmentScoreCard } from "./InvestmentScoreCard";
import { MarketValueCard } from "./MarketValueCard";
import { OfwGuideCard } from "./OfwGuideCard";
import { DevelopmentsEconomyCard, LocationCard, RisksCard } from "./PlaceSections";
import { PriceFairnessBanner } from "./PriceFairnessBanner";
import { PropertyDetails } from "./PropertyDetails";
import { RoiChart } from "./RoiChart";
import { RoiTimelineChart } from "./RoiTimelineChart";
import { SectionCard } from "./SectionCard";
import { SourcesSection } from "./SourcesSection";
import { citationNumber, collectCitations } from "./view-model";

export type ReportViewMode = "detailed" | "simplified";

/**
 * Every section of a report, in reading order. The simplified view (demo toggle) keeps the verdict,
 * the score, the key figures and the projection; the detailed view shows everything. Both show the
 * report's one score.
 */
export function ReportBody({
  report: stored,
  listing,
  reportId,
  mode = "detailed",
  corrections,
  reading,
}: {
  report: ReportData;
  listing: Listing;
  reportId: string | null;
  mode?: ReportViewMode;
  /** Fields the owner corrected: marked in the property details. */
  corrections?: ReportCorrections | undefined;
  /** "What we read", shown under the property details (a stored report only). */
  reading?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  // Every sentence of the report in the reader's language (the analyzer wrote it in both).
  const report = useMemo(() => inLanguage(stored, locale), [stored, locale]);
  const citations = useMemo(() => collectCitations(report), [report]);
  const numberOf = (c: Citation | null | undefined) => citationNumber(citations, c);
  const text = report.narrative?.[locale];
  const sections = text?.sections;

  return (
    <Stack gap="6">
      <AssumptionCard report={report} />
      <PriceFairnessBanner
        fairness={report.priceFairness}
        citations={numberOf}
        fixes={<FixList report={report} owner={reading !== undefined} />}
      />
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6">
        <InvestmentScoreCard
          score={report.investmentScore}
          fixes={<FixList report={report} owner={reading !== undefined} />}
        />
        <PropertyDetails report={report} listing={listing} corrections={corrections} />
      </Grid>
      {reading ?? null}
      <SectionCard title={t("report.summary")} testId="report-summary">
        <Text whiteSpace="pre-line">{text?.summary ?? report.summary}</Text>
        {report.narrative ? (
          <Text fontSize="xs" color="fg.subtle">
            {report.narrative.writer === "model" ? t("report.narrative.model") : t("report.narrative.deterministic")}
          </Text>
        ) : null}
      </SectionCard>
      <FinancialHighlights report={report} citationNumber={numberOf} narrative={sections?.income} />
      <RoiChart report={report} citationNumber={numberOf} />
      {mode === "detailed" ? (
        <>
          <MarketValueCard report={report} numberOf={numberOf} narrative={sections?.price} />
          <RoiTimelineChart report={report} narrative={sections?.projection} />
          <CostsCard report={report} numberOf={numberOf} narrative={sections?.costs} />
          <FinancingCard report={report} reportId={reportId} narrative={sections?.financing} />
          <ShortTermCard report={report} numberOf={numberOf} />
          <LocationCard report={report} numberOf={numberOf} narrative={sections?.location} />
          <RisksCard report={report} numberOf={numberOf} narrative={sections?.risks} />
          <DevelopmentsEconomyCard report={report} numberOf={numberOf} />
          <OfwGuideCard report={report} />
        </>
      ) : null}
      {report.caveats.length > 0 ? (
        <Box bg="sun.subtle" borderRadius="2xl" borderWidth="1px" borderColor="sun.emphasized" p="6">
          <Heading as="h2" size="lg" mb="3">
            {t("report.caveats")}
          </Heading>
          <List.Root gap="2" ps="5">
            {report.caveats.map((caveat) => (
              <List.Item key={caveat}>{caveat}</List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      <SourcesSection citations={citations} datasetVersion={report.datasetVersion} />
    </Stack>
  );
}
