import { Badge, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { LuMapPin } from "react-icons/lu";
import { useT } from "../../i18n";
import { formatPercent, formatPeso, formatSignedPercent } from "../../lib/format";
import { analyzeDialogAtom } from "../analyze/state";
import { fairnessCategory, normaliseScore } from "../report/view-model";
import { sampleDealQueryOptions } from "./sample-deal";

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box p="3" borderRadius="lg" bg="canvas">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" color="navy.900" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The landing page's featured deal: the figures of the open demo report (a real report computed from a
 * sample listing), labelled as a sample; never numbers typed into the page.
 */
export function SampleDealCard() {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const query = useQuery(sampleDealQueryOptions());

  if (query.isError) return null;
  const deal = query.data;
  const fairness = deal?.fairness;
  const category = fairness ? fairnessCategory(fairness) : "insufficient";

  return (
    <Stack
      as="section"
      aria-labelledby="sample-deal-title"
      gap="4"
      p={{ base: "5", md: "7" }}
      bg="white"
      color="fg"
      borderRadius="2xl"
      borderWidth="1px"
      boxShadow="lg"
      data-testid="sample-deal-card"
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Badge colorPalette="orange" variant="solid" data-testid="sample-deal-label">
          {t("sampleDeal.label")}
        </Badge>
        {fairness && category !== "insufficient" && fairness.deltaPercent !== null ? (
          <Badge colorPalette={category === "underpriced" ? "green" : category === "fair" ? "blue" : "red"} size="lg">
            {t(`sampleDeal.${category}`, { percent: formatSignedPercent(fairness.deltaPercent) })}
          </Badge>
        ) : null}
      </Flex>
      <Skeleton loading={query.isPending} minH="16">
        <Heading as="h2" size="lg" id="sample-deal-title">
          {deal?.title ?? t("sampleDeal.title")}
        </Heading>
        <Flex align="center" gap="1.5" color="fg.muted" fontSize="sm" mt="1">
          <LuMapPin aria-hidden />
          <Text>{deal?.address}</Text>
        </Flex>
      </Skeleton>
      <Skeleton loading={query.isPending}>
        <SimpleGrid columns={2} gap="3">
          <Stat label={t("sampleDeal.asking")} value={formatPeso(fairness?.subjectPrice ?? deal?.price)} />
          <Stat label={t("sampleDeal.fairValue")} value={formatPeso(fairness?.fairPrice)} />
          <Stat
            label={t("sampleDeal.score")}
            value={deal?.score != null ? `${normaliseScore(deal.score)}/100` : "—"}
            testId="sample-deal-score"
          />
          <Stat label={t("sampleDeal.yield")} value={formatPercent(deal?.rentalYield ?? null)} />
          <Stat label={t("sampleDeal.roi")} value={formatPercent(deal?.fiveYearRoi ?? null)} />
          <Stat
            label={t("sampleDeal.location")}
            value={deal?.locationScore != null ? `${Math.round(deal.locationScore)}/100` : "—"}
          />
        </SimpleGrid>
      </Skeleton>
      <Text fontSize="xs" color="fg.muted">
        {t("sampleDeal.note")}
      </Text>
      <Flex gap="2" direction={{ base: "column", sm: "row" }}>
        <Button asChild colorPalette="brand" flex="1">
          <Link to="/demo-report" data-testid="sample-deal-view">
            {t("sampleDeal.viewReport")}
          </Link>
        </Button>
        <Button variant="outline" colorPalette="brand" flex="1" onClick={() => openAnalyze({ open: true, url: "" })}>
          {t("sampleDeal.analyzeSimilar")}
        </Button>
      </Flex>
    </Stack>
  );
}
