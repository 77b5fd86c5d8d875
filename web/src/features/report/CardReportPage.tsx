import {
  Alert,
  Box,
  Button,
  Collapsible,
  Container,
  Dialog,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { PropertyData } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { isApiError } from "../../api/http";
import { propertyDataQueryOptions } from "../../api/report-documents";
import { DialogFrame } from "../../components/DialogFrame";
import { useLocale, useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { RedFlagList, ScoreBadge } from "./ScoreBadge";
import { CollapsibleTitle, PageSpinner } from "./SectionCard";

function DetailCard({ title, summary, children }: { title: string; summary: ReactNode; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root defaultOpen>
      <Box bg="white" borderRadius="2xl" borderWidth="1px" p="5">
        <CollapsibleTitle title={title} />
        <Collapsible.Content>
          <Stack gap="3" mt="3">
            <Box>{summary}</Box>
            <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
              {t("card.viewDetails")}
            </Button>
          </Stack>
        </Collapsible.Content>
      </Box>
      <DialogFrame open={open} onOpenChange={(e) => setOpen(e.open)} size="lg" scrollBehavior="inside" closeButton>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="3">{children}</Stack>
        </Dialog.Body>
      </DialogFrame>
    </Collapsible.Root>
  );
}

function Cards({ data }: { data: PropertyData }) {
  const t = useT();
  const locale = useLocale();
  const fa = data.financialAnalysis;
  const pf = data.priceFairness;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <DetailCard
        title={t("card.overview")}
        summary={
          <Text>
            {t("card.overviewLine", { type: data.overview.type ?? t("common.na"), price: formatPeso(data.price) })}
          </Text>
        }
      >
        <Text>{data.address}</Text>
        <ScoreBadge score={data.investmentScore} />
        <RedFlagList flags={data.investmentScore.redFlags} />
      </DetailCard>
      <DetailCard
        title={t("card.ofw")}
        summary={<Text>{data.ofwGuide?.items[0]?.[locale].title ?? t("common.na")}</Text>}
      >
        {(data.ofwGuide?.items ?? []).map((item) => (
          <Box key={item.id}>
            <Text fontWeight="semibold">{item[locale].title}</Text>
            <Text fontSize="sm">{item[locale].body}</Text>
            <Text fontSize="xs" color="fg.muted">
              {item.law}
            </Text>
          </Box>
        ))}
      </DetailCard>
      <DetailCard
        title={t("card.financial")}
        summary={
          <Text>
            {t("card.financialLine", { rent: formatPeso(fa.monthlyRental), yield: formatPercent(fa.rentalYield) })}
          </Text>
        }
      >
        <Text>{fa.overview}</Text>
        <Text>{fa.netReturn.note}</Text>
      </DetailCard>
      <DetailCard title={t("card.price")} summary={<Text>{pf.analysis}</Text>}>
        <Text>{pf.methodology}</Text>
        {data.marketValueAssessment ? <Text>{data.marketValueAssessment.note}</Text> : null}
      </DetailCard>
      <DetailCard
        title={t("card.neighborhood")}
        summary={<Text>{data.locationAnalysis?.overview ?? t("common.na")}</Text>}
      >
        <Text>{data.neighborhoodAnalysis?.description}</Text>
        <Text>{data.locationAnalysis?.growthPotential}</Text>
      </DetailCard>
      <DetailCard title={t("card.risks")} summary={<Text>{data.investmentRisks?.overview ?? t("common.na")}</Text>}>
        {(data.investmentRisks?.risks ?? []).map((r) => (
          <Text key={r.type}>
            <strong>{r.type}:</strong> {r.assessment}
          </Text>
        ))}
        {(data.securitySafety?.hazards ?? []).map((h) => (
          <Text key={h.description} fontSize="sm">
            {h.description}
          </Text>
        ))}
      </DetailCard>
    </SimpleGrid>
  );
}

/** SPEC §2 card report: collapsible cards, each with a details modal; English with the Tagalog toggle. */
export function CardReportPage({ id }: { id: string }) {
  const t = useT();
  const query = useQuery(propertyDataQueryOptions(id));
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const signIn = isApiError(query.error, 401);
    const expired = isApiError(query.error, 410);
    return (
      <Container maxW="2xl" py="16">
        <Alert.Root status="error" borderRadius="xl" data-testid="card-report-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("card.failed")}</Alert.Title>
            <Alert.Description>
              {signIn ? t("card.signIn") : expired ? t("report.expired") : t("card.notFound")}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack mt="5" gap="3">
          <Button colorPalette="brand" onClick={() => void query.refetch()}>
            {t("report.tryAgain")}
          </Button>
          {signIn ? (
            <Button asChild variant="outline">
              <Link to="/auth" search={{ tab: "login", redirect: `/card-report/${id}` }}>
                {t("nav.login")}
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/">{t("card.backHome")}</Link>
            </Button>
          )}
        </HStack>
      </Container>
    );
  }
  const data = query.data;
  return (
    <Container maxW="5xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl" data-testid="card-report-title">
            {data.title}
          </Heading>
          <HStack mt="2" gap="3" wrap="wrap">
            <Text color="fg.muted">{data.address}</Text>
            <ScoreBadge score={data.investmentScore} />
          </HStack>
          <Box mt="2">
            <RedFlagList flags={data.investmentScore.redFlags} />
          </Box>
        </Box>
        <Cards data={data} />
        <Button asChild alignSelf="flex-start" colorPalette="brand">
          <Link to="/report/$id" params={{ id }}>
            {t("popup.openFull")}
          </Link>
        </Button>
      </Stack>
    </Container>
  );
}
