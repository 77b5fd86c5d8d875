import { Badge, Box, Button, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { inLanguage, type ReportRecord } from "@suri/contracts";
import { useQueries } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { reportQueryOptions } from "../../api/reports";
import { useLocale, useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { AlsoIn, RateNote } from "../layout/currency";
import { RedFlagList, ScoreBadge } from "../report/ScoreBadge";
import { PageSpinner } from "../report/SectionCard";
import { fairnessCategory } from "../report/view-model";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box py="2.5" borderTopWidth="1px" borderColor="border.muted" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" mb="0.5">
        {label}
      </Text>
      <Box fontWeight="semibold">{children}</Box>
    </Box>
  );
}

function Column({ record }: { record: ReportRecord }) {
  const t = useT();
  const r = inLanguage(record.reportData, useLocale());
  const fa = r.financialAnalysis;
  const mv = r.marketValueAssessment;
  const pf = r.priceFairness;
  const category = pf.reliable === false ? "unreliable" : fairnessCategory(pf);
  const risks = r.investmentRisks;
  return (
    <Stack gap="0" bg="white" borderRadius="2xl" borderWidth="1px" p="5" data-testid="compare-column">
      <Heading as="h2" size="md" lineClamp={3} mb="1">
        {r.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {r.address}
      </Text>
      <Row label={t("compare.price")} testId="compare-price">
        {formatPeso(r.price)}
        <AlsoIn php={r.price} />
      </Row>
      <Row label={t("compare.perSqm")}>{fa.pricePerSqm === null ? t("common.na") : formatPeso(fa.pricePerSqm)}</Row>
      <Row label={t("compare.fairValue")}>
        {mv?.estimatedSaleValue ? formatPeso(mv.estimatedSaleValue) : t("common.na")}
        {mv?.estimatedSaleValue ? (
          <Text fontSize="sm" fontWeight="normal" color="fg.muted">
            {t("compare.range")}: {formatPeso(mv.lowValue)} – {formatPeso(mv.highValue)}
          </Text>
        ) : null}
      </Row>
      <Row label={t("compare.yield")}>{formatPercent(fa.rentalYield)}</Row>
      <Row label={t("compare.score")} testId="compare-score">
        <ScoreBadge score={r.investmentScore} />
        <Box mt="1">
          <RedFlagList flags={r.investmentScore.redFlags} />
        </Box>
      </Row>
      <Row label={t("compare.verdict")}>
        {category === "unreliable" ? t("report.fairness.unreliable") : t(`report.fairness.${category}`)}
      </Row>
      <Row label={t("compare.risks")}>
        {risks ? (
          <Stack gap="1">
            <Badge
              alignSelf="flex-start"
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
        ) : (
          t("common.na")
        )}
      </Row>
      <Button asChild mt="4" size="sm" variant="outline">
        <Link to="/report/$id" params={{ id: record.id }}>
          {t("compare.open")}
        </Link>
      </Button>
    </Stack>
  );
}

/** Issue 20: two or three of the user's reports side by side (stacked on a phone). */
export function ComparePage({ ids }: { ids: string[] }) {
  const t = useT();
  const locale = useLocale();
  const queries = useQueries({ queries: ids.map((id) => reportQueryOptions(id, locale)) });
  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <Link to="/reports">
        <LuArrowLeft aria-hidden /> {t("compare.back")}
      </Link>
    </Button>
  );
  if (ids.length < 2) {
    return (
      <Container maxW="2xl" py="12">
        <Stack gap="4">
          {back}
          <Heading as="h1" size="2xl">
            {t("compare.title")}
          </Heading>
          <Text>{t("compare.tooFew")}</Text>
        </Stack>
      </Container>
    );
  }
  if (queries.some((q) => q.isPending)) return <PageSpinner />;
  const records = queries.flatMap((q) => (q.data ? [q.data] : []));
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="5">
        {back}
        <Heading as="h1" size="2xl">
          {t("compare.title")}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: records.length }} gap="4" data-testid="compare-grid">
          {records.map((record) => (
            <Column key={record.id} record={record} />
          ))}
        </SimpleGrid>
        <RateNote />
      </Stack>
    </Container>
  );
}
