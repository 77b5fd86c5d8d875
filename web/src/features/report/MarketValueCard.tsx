import { Badge, Link, SimpleGrid, Table, Text } from "@chakra-ui/react";
import type { Citation, ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { formatNumber, formatPercent, formatPeso } from "../../lib/format";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";

const SHOWN_MAX = 10;

/** The likely sale value with its range, and the comparable listings behind it (each with its page and date). */
export function MarketValueCard({
  report,
  numberOf,
  narrative,
}: {
  report: ReportData;
  numberOf: (c: Citation | null | undefined) => number | null;
  narrative?: string | undefined;
}) {
  const t = useT();
  const mv = report.marketValueAssessment;
  const comps = report.priceFairness.comps ?? [];
  if (!mv) return null;
  return (
    <SectionCard title={t("report.value.title")} narrative={narrative} testId="report-market-value">
      {mv.estimatedSaleValue === null ? (
        <Text color="fg.muted">{mv.note}</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Figure label={t("report.value.estimate")} value={formatPeso(mv.estimatedSaleValue)} testId="fair-value" />
            <Figure
              label={t("report.value.range")}
              value={`${formatPeso(mv.lowValue)} – ${formatPeso(mv.highValue)}`}
              detail={t("report.value.rangeNote", { pct: formatPercent(mv.rangePercent) })}
            />
            <Figure
              label={t("report.value.confidence")}
              value={t(`report.confidence.${mv.confidence}`)}
              detail={
                mv.method === "comparables"
                  ? t("report.value.fromComps", { used: mv.comparablesUsed, outliers: mv.outliersRemoved })
                  : t("report.value.fromDataset")
              }
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            {mv.note}
          </Text>
          {mv.citations.map((c) => (
            <CitationNote key={`${c.source}-${c.period ?? ""}`} citation={c} number={numberOf(c)} />
          ))}
        </>
      )}
      {comps.length > 0 ? (
        <Table.ScrollArea tabIndex={0}>
          <Table.Root size="sm" variant="outline" data-testid="comparables-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("report.value.listing")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("report.value.area")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("report.value.perSqm")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("report.value.weight")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("report.value.seen")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {comps.slice(0, SHOWN_MAX).map((c) => (
                <Table.Row key={c.url || `${c.price}-${c.areaSqm}`}>
                  <Table.Cell maxW="xs">
                    {/^https?:\/\//.test(c.url) ? (
                      <Link href={c.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                        {c.title ?? formatPeso(c.price)}
                      </Link>
                    ) : (
                      <Text>{c.title ?? formatPeso(c.price)}</Text>
                    )}
                    {c.outlier ? (
                      <Badge ms="2" colorPalette="orange" variant="subtle">
                        {t("report.value.outlier")}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{t("units.sqm", { value: formatNumber(c.areaSqm) })}</Table.Cell>
                  <Table.Cell textAlign="end">{formatPeso(c.pricePerSqm)}</Table.Cell>
                  <Table.Cell textAlign="end">{c.weight.toFixed(2)}</Table.Cell>
                  <Table.Cell>{formatDate(c.seenAt) ?? t("report.value.undated")}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </SectionCard>
  );
}
