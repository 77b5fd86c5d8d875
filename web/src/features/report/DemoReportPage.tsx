import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Container,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from "@chakra-ui/react";
import { inLanguage } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { demoReportQueryOptions } from "../../api/report-documents";
import { useLocale, useT } from "../../i18n";
import { ReportBody, type ReportViewMode } from "./ReportBody";
import { PageSpinner } from "./SectionCard";

/**
 * SPEC §2 demo report: a "Demo Report" badge, a Simplified / Detailed toggle and a sample notice.
 * The report is computed by the server from a sample listing; no figure is typed into the page.
 */
export function DemoReportPage() {
  const t = useT();
  const locale = useLocale();
  const [mode, setMode] = useState<ReportViewMode>("detailed");
  const query = useQuery(demoReportQueryOptions());
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Container maxW="2xl" py="16">
        <Alert.Root status="error" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{t("report.errorGeneric")}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  const demo = query.data;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="6">
        <Flex direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
          <Box>
            <Badge colorPalette="orange" size="lg" mb="2" data-testid="demo-badge">
              {t("demo.badge")}
            </Badge>
            <Heading as="h1" size="2xl" data-testid="report-title">
              {inLanguage(demo.reportData, locale).title}
            </Heading>
            <Text color="fg.muted">{inLanguage(demo.reportData, locale).address}</Text>
          </Box>
          <ButtonGroup size="sm" attached variant="outline">
            <Button
              aria-pressed={mode === "simplified"}
              variant={mode === "simplified" ? "solid" : "outline"}
              onClick={() => setMode("simplified")}
            >
              {t("demo.simplified")}
            </Button>
            <Button
              aria-pressed={mode === "detailed"}
              variant={mode === "detailed" ? "solid" : "outline"}
              onClick={() => setMode("detailed")}
            >
              {t("demo.detailed")}
            </Button>
          </ButtonGroup>
        </Flex>
        <Alert.Root status="info" borderRadius="xl" data-testid="sample-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("demo.noticeTitle")}</Alert.Title>
            <Alert.Description>{t("demo.notice")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <ReportBody report={demo.reportData} listing={demo.parsedData} reportId={null} mode={mode} />
        <HStack>
          <Text fontSize="sm" color="fg.muted">
            {t("demo.noticeFooter")}
          </Text>
        </HStack>
      </Stack>
    </Container>
  );
}
