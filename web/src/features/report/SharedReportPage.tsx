import { Alert, Badge, Box, Button, Container, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { inLanguage } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LuDownload, LuMapPin, LuUsers } from "react-icons/lu";
import { isApiError } from "../../api/http";
import { sharedPdfUrl, sharedReportQueryOptions } from "../../api/shares";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { ReportBody } from "./ReportBody";
import { RedFlagList, ScoreBadge } from "./ScoreBadge";
import { PageSpinner } from "./SectionCard";

/**
 * Issue 20: a report its owner shared with family, read without an account. The report and its PDF, marked
 * "Shared by <name>" with the name the owner chose, or "Shared with you" when they chose none; nothing of
 * the owner's account, and none of the owner's actions (correct, restore,
 * share again).
 */
export function SharedReportPage({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const query = useQuery(sharedReportQueryOptions(token));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const gone = isApiError(query.error, 404) || isApiError(query.error, 410);
    return (
      <Container maxW="2xl" py="16">
        <Alert.Root status={gone ? "warning" : "error"} borderRadius="xl" data-testid="shared-gone">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{gone ? t("share.goneTitle") : t("report.errorGeneric")}</Alert.Title>
            {gone ? <Alert.Description>{t("share.goneBody")}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <Button asChild mt="5" colorPalette="brand">
          <Link to="/">{t("share.ownReport")}</Link>
        </Button>
      </Container>
    );
  }
  const shared = query.data;
  const report = inLanguage(shared.reportData, locale);
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="6">
        <Box>
          <Badge colorPalette="brand" size="lg" mb="3" data-testid="shared-by" whiteSpace="normal">
            <LuUsers aria-hidden />{" "}
            {shared.sharedBy ? t("share.sharedBy", { name: shared.sharedBy }) : t("share.sharedWithYou")}
          </Badge>
          <Flex direction={{ base: "column", md: "row" }} justify="space-between" align="flex-start" gap="4">
            <Box minW="0" flex="1">
              <Heading as="h1" size={{ base: "2xl", md: "3xl" }} lineHeight="short" data-testid="report-title">
                {report.title}
              </Heading>
              <HStack mt="2" color="fg.muted" align="flex-start">
                <Box as={LuMapPin} mt="1" flexShrink={0} aria-hidden />
                <Text>{report.address}</Text>
              </HStack>
              <Text mt="1" fontSize="sm" color="fg.subtle">
                {t("report.generatedOn", { date: formatDate(shared.generatedAt, locale) ?? "" })} ·{" "}
                {t("report.availableUntil", { date: formatDate(shared.expiresAt, locale) ?? "" })}
              </Text>
            </Box>
            <ScoreBadge score={report.investmentScore} size="lg" />
          </Flex>
          <Box mt="3">
            <RedFlagList flags={report.investmentScore.redFlags} quotes />
          </Box>
          <HStack mt="4" gap="3" wrap="wrap">
            <Button asChild size="sm" colorPalette="brand" data-testid="download-pdf">
              <a href={sharedPdfUrl(token, locale)} download>
                <LuDownload aria-hidden /> {t("report.pdf")}
              </a>
            </Button>
            {shared.propertyLink ? (
              <Button asChild size="sm" variant="outline">
                <a href={shared.propertyLink} target="_blank" rel="noopener noreferrer">
                  {t("report.viewListing")}
                </a>
              </Button>
            ) : null}
          </HStack>
          <Text mt="3" fontSize="sm" color="fg.muted" data-testid="shared-note">
            {shared.sharedBy ? t("share.readOnly", { name: shared.sharedBy }) : t("share.readOnlyNoName")}
          </Text>
        </Box>
        <ReportBody
          report={shared.reportData}
          listing={shared.parsedData}
          reportId={null}
          corrections={shared.corrections}
        />
        <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6" textAlign="center">
          <Text mb="3">{t("share.ownReportBody")}</Text>
          <Button asChild colorPalette="brand">
            <Link to="/">{t("share.ownReport")}</Link>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
