import { Badge, Box, Button, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { inLanguage, type ReportRecord } from "@suri/contracts";
import { useRouter } from "@tanstack/react-router";
import { LuArrowLeft, LuExternalLink, LuMapPin } from "react-icons/lu";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { linklessSourceKey } from "../../lib/listing-source";
import { ReportProblemButton } from "../credits/ReportProblemButton";
import { ReportActions } from "./ReportActions";
import { RedFlagList, ScoreBadge } from "./ScoreBadge";

export function ReportHeader({ record }: { record: ReportRecord }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const report = inLanguage(record.reportData, locale);
  const date = formatDate(record.generatedAt, locale);
  const madeFrom = t(linklessSourceKey({ sourceSite: record.parsedData.sourceSite }));
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: "/reports" });
  };

  return (
    <Box data-testid="report-header">
      <Button variant="ghost" size="sm" mb="4" onClick={goBack} data-testid="report-back">
        <LuArrowLeft aria-hidden /> {t("report.back")}
      </Button>
      <Flex direction={{ base: "column", md: "row" }} justify="space-between" align="flex-start" gap="4">
        <Box minW="0" flex="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} lineHeight="short" data-testid="report-title">
            {report.title || t("reports.fallbackTitleId", { id: record.id })}
          </Heading>
          <HStack mt="2" color="fg.muted" align="flex-start">
            <Box as={LuMapPin} mt="1" flexShrink={0} aria-hidden />
            <Text>{report.address || record.propertyLink || madeFrom}</Text>
          </HStack>
          {report.placeEvidence ? (
            <HStack mt="1" gap="2" wrap="wrap" fontSize="sm" color="fg.muted" data-testid="place-evidence">
              {report.placeEvidence.uncertain ? (
                <Badge colorPalette="orange" variant="subtle">
                  {t("report.place.uncertain")}
                </Badge>
              ) : null}
              <Text>{report.placeEvidence.text}</Text>
            </HStack>
          ) : null}
          {date ? (
            <Text mt="1" fontSize="sm" color="fg.subtle">
              {t("report.generatedOn", { date })}
              {record.expiresAt
                ? ` · ${t("report.availableUntil", { date: formatDate(record.expiresAt, locale) ?? "" })}`
                : ""}
            </Text>
          ) : null}
        </Box>
        <HStack gap="3" wrap="wrap">
          <ScoreBadge score={report.investmentScore} size="lg" />
          {record.propertyLink ? (
            <Button asChild variant="outline" size="sm">
              <a href={record.propertyLink} target="_blank" rel="noopener noreferrer">
                {t("report.viewListing")} <LuExternalLink aria-hidden />
              </a>
            </Button>
          ) : (
            <Badge size="lg" variant="outline">
              {madeFrom}
            </Badge>
          )}
          <ReportProblemButton reportId={record.id} />
        </HStack>
      </Flex>
      <Box mt="3">
        <RedFlagList flags={report.investmentScore.redFlags} quotes />
      </Box>
      <Box mt="4">
        <ReportActions reportId={record.id} />
      </Box>
    </Box>
  );
}
