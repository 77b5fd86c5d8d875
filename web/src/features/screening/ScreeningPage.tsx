import { Alert, Box, Button, Container, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import type { Screening, ScreeningRow } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { LuFileText, LuMapPin } from "react-icons/lu";
import { isApiError } from "../../api/http";
import { isScreeningEnded, rememberScreenedFrom, screeningQueryOptions } from "../../api/screenings";
import { StackedTable } from "../../components/StackedTable";
import { type Translate, useT } from "../../i18n";
import { formatNumber, formatPercent, formatPeso } from "../../lib/format";
import { AnotherLinkButton, listingPriceText, NumberedListingTitle, OpenOnSiteButton } from "../progress/ListingParts";
import { useScreeningSocket } from "./useScreeningSocket";

type SortBy = "gap" | "yield";

/** Descending yield, rows without one after; ties keep the server's rank (gap, then yield). */
function byYield(rows: readonly ScreeningRow[]): ScreeningRow[] {
  return rows
    .map((row, rank) => ({ row, rank }))
    .sort((a, b) => {
      const ya = a.row.grossYieldPercent;
      const yb = b.row.grossYieldPercent;
      if (ya === null || yb === null) return ya === yb ? a.rank - b.rank : ya === null ? 1 : -1;
      return yb - ya || a.rank - b.rank;
    })
    .map(({ row }) => row);
}

function areaText(t: Translate, row: ScreeningRow): string {
  if (row.floorAreaSqm) return t("listPage.floorArea", { area: formatNumber(row.floorAreaSqm) });
  if (row.lotAreaSqm) return t("listPage.lotArea", { area: formatNumber(row.lotAreaSqm) });
  return "—";
}

function gapText(t: Translate, gap: number | null): string {
  if (gap === null) return "—";
  const percent = formatPercent(Math.abs(gap));
  return gap < 0 ? t("screening.gapBelow", { percent }) : t("screening.gapAbove", { percent });
}

function EstimateCell({ row }: { row: ScreeningRow }) {
  const t = useT();
  const range =
    row.estimateLow !== null && row.estimateHigh !== null
      ? t("screening.range", { low: formatPeso(row.estimateLow), high: formatPeso(row.estimateHigh) })
      : null;
  if (row.notValued) return <Text color="fg.muted">{t(`screening.notValued.${row.notValued}`)}</Text>;
  return (
    <Stack gap="0" align={{ base: "end", md: "end" }}>
      <Text fontWeight="semibold" data-testid="screening-estimate">
        {row.estimate !== null ? formatPeso(row.estimate) : t("screening.noEstimate")}
      </Text>
      {range ? (
        <Text fontSize="xs" color="fg.muted" data-testid="screening-range">
          {range}
        </Text>
      ) : null}
    </Stack>
  );
}

function ListingCell({ row, position, pageLink }: { row: ScreeningRow; position: number; pageLink: string }) {
  const t = useT();
  return (
    <Stack gap="1.5" data-testid="screening-row">
      <NumberedListingTitle listing={row} position={position} data-testid="screening-title" />
      {row.place ? (
        <HStack gap="1" color="fg.muted" fontSize="sm" fontWeight="normal">
          <LuMapPin aria-hidden />
          <Text data-testid="screening-place">{row.place}</Text>
        </HStack>
      ) : null}
      <HStack gap="2" wrap="wrap" fontWeight="normal">
        <Button asChild size="xs" colorPalette="brand">
          <RouterLink
            to="/analyze"
            search={{ url: row.url, tab: "url" }}
            onClick={() => rememberScreenedFrom(row.url, pageLink)}
            data-testid="screening-full-report"
          >
            <LuFileText aria-hidden /> {t("screening.fullReport")}
          </RouterLink>
        </Button>
        <OpenOnSiteButton url={row.url} label={t("screening.openOnSite")} size="xs" />
      </HStack>
    </Stack>
  );
}

function ScreeningTable({ screening }: { screening: Screening }) {
  const t = useT();
  const [sortBy, setSortBy] = useState<SortBy>("gap");
  const rows = useMemo(() => (sortBy === "gap" ? screening.rows : byYield(screening.rows)), [screening.rows, sortBy]);
  const columns = [
    { key: "listing", label: t("screening.col.listing") },
    { key: "price", label: t("screening.col.price"), numeric: true },
    { key: "area", label: t("screening.col.area"), numeric: true },
    { key: "estimate", label: t("screening.col.estimate"), numeric: true },
    { key: "gap", label: t("screening.col.gap"), numeric: true },
    { key: "yield", label: t("screening.col.yield"), numeric: true },
  ];
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t("screening.tableLabel")}
      </Heading>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t("screening.rankedBy")}>
        <Text fontSize="sm" color="fg.muted">
          {t("screening.rankedBy")}
        </Text>
        {(["gap", "yield"] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={sortBy === key ? "solid" : "outline"}
            colorPalette="brand"
            aria-pressed={sortBy === key}
            onClick={() => setSortBy(key)}
            data-testid={`screening-sort-${key}`}
          >
            {t(key === "gap" ? "screening.sortGap" : "screening.sortYield")}
          </Button>
        ))}
      </HStack>
      <StackedTable
        testId="screening-table"
        columns={columns}
        rows={rows.map((row, index) => ({
          key: row.url,
          cells: [
            <ListingCell key="listing" row={row} position={index + 1} pageLink={screening.pageLink} />,
            <Text as="span" key="price" fontWeight="semibold" data-testid="screening-price">
              {listingPriceText(t, row)}
            </Text>,
            <span key="area" data-testid="screening-area">
              {areaText(t, row)}
            </span>,
            <EstimateCell key="estimate" row={row} />,
            <span key="gap" data-testid="screening-gap">
              {gapText(t, row.gapPercent)}
            </span>,
            <span key="yield" data-testid="screening-yield">
              {row.grossYieldPercent !== null ? formatPercent(row.grossYieldPercent) : "—"}
            </span>,
          ],
        }))}
      />
      <Text fontSize="sm" color="fg.muted">
        {t("screening.note")}
      </Text>
    </Stack>
  );
}

function ScreeningProgress({ screening }: { screening: Screening }) {
  const t = useT();
  const message =
    screening.status === "valuing" && screening.total > 0
      ? t("screening.valuing", { done: screening.done, total: screening.total })
      : t(screening.status === "reading" ? "screening.reading" : "screening.queued");
  const value = screening.total > 0 ? Math.round((screening.done / screening.total) * 100) : null;
  return (
    <Stack gap="2" data-testid="screening-progress" aria-live="polite">
      <Text>{message}</Text>
      <Progress.Root value={value} colorPalette="brand" aria-label={message}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** /screening/:id — a search page screened for one credit: progress while it runs, then the ranked table. */
export function ScreeningPage({ screeningId }: { screeningId: string }) {
  const t = useT();
  const probe = useQuery(screeningQueryOptions(screeningId, false));
  const running = !!probe.data && !isScreeningEnded(probe.data);
  const socket = useScreeningSocket(screeningId, running);
  const { data: screening, error } = useQuery(screeningQueryOptions(screeningId, running && socket !== "open"));
  const valued = screening?.rows.filter((r) => r.estimate !== null || r.grossYieldPercent !== null).length ?? 0;
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {t("screening.title")}
          </Heading>
          <Text color="fg.muted">{t("screening.lead")}</Text>
        </Stack>
        {screening ? (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {t("screening.pageLink")}: {screening.pageLink}
          </Text>
        ) : null}
        {error && isApiError(error) && error.status === 404 ? (
          <Alert.Root status="warning" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>{t("screening.notFound")}</Alert.Description>
          </Alert.Root>
        ) : null}
        {screening && running ? <ScreeningProgress screening={screening} /> : null}
        {screening?.status === "failed" ? (
          <Alert.Root status="info" borderRadius="lg" data-testid="screening-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("screening.failedTitle")}</Alert.Title>
              <Alert.Description>{screening.error}</Alert.Description>
              <Alert.Description mt="1" fontWeight="semibold">
                {t("screening.noCreditUsed")}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {screening?.status === "completed" ? (
          <Stack gap="4" data-testid="screening-done">
            <Text fontWeight="semibold">{t("screening.completed", { valued, total: screening.total })}</Text>
            <ScreeningTable screening={screening} />
          </Stack>
        ) : null}
        <Box>
          <AnotherLinkButton label={t("screening.otherLink")} />
        </Box>
      </Stack>
    </Container>
  );
}
