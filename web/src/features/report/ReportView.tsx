import { Box, Container, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { Citation, ReportRecord } from "@suri/contracts";
import { useMemo } from "react";
import { useT } from "../../i18n";
import { FinancialHighlights } from "./FinancialHighlights";
import { InvestmentScoreCard } from "./InvestmentScoreCard";
import { PriceFairnessBanner } from "./PriceFairnessBanner";
import { PropertyDetails } from "./PropertyDetails";
import { ReportHeader } from "./ReportHeader";
import { RoiChart } from "./RoiChart";
import { SourcesSection } from "./SourcesSection";
import { citationNumber, collectCitations } from "./view-model";

export function ReportView({ record }: { record: ReportRecord }) {
  const t = useT();
  const report = record.reportData;
  const citations = useMemo(() => collectCitations(report), [report]);
  const numberOf = (c: Citation | null | undefined) => citationNumber(citations, c);

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Stack gap="6">
        <ReportHeader record={record} />
        <PriceFairnessBanner fairness={report.priceFairness} citations={numberOf} />
        <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap="6">
          <InvestmentScoreCard score={report.investmentScore} />
          <PropertyDetails report={report} listing={record.parsedData} />
        </Grid>
        <FinancialHighlights report={report} citationNumber={numberOf} />
        <RoiChart report={report} citationNumber={numberOf} />
        {report.summary ? (
          <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6">
            <Heading as="h2" size="lg" mb="3">
              {t("report.summary")}
            </Heading>
            <Text whiteSpace="pre-line">{report.summary}</Text>
          </Box>
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
    </Container>
  );
}
