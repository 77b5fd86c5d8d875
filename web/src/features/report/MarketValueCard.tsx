import { Badge, Link, SimpleGrid, Text } from "@chakra-ui/react";
import { StackedTable } from "../../components/StackedTable";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { formatNumber, formatPercent, formatPeso } from "../../lib/format";
import { AlsoIn } from "../layout/currency";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";
import type { SectionProps } from "./section-props";

const SHOWN_MAX = 10;

/** The likely sale value with its range, and the comparable listings behind it (each with its page and date). */
export function MarketValueCard({ report, numberOf, narrative }: SectionProps) {
  const t = useT();
  const locale = useLocale();
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
            <Figure
              label={t("report.value.estimate")}
              value={formatPeso(mv.estimatedSaleValue)}
              extra={<AlsoIn php={mv.estimatedSaleValue} />}
              testId="fair-value"
            />
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
        <StackedTable
          testId="comparables-table"
          columns={[
            { key: "listing", label: t("report.value.listing") },
            { key: "area", label: t("report.value.area"), numeric: true },
            { key: "perSqm", label: t("report.value.perSqm"), numeric: true },
            { key: "weight", label: t("report.value.weight"), numeric: true },
            { key: "seen", label: t("report.value.seen") },
          ]}
          rows={comps.slice(0, SHOWN_MAX).map((c) => ({
            key: c.url || `${c.price}-${c.areaSqm}`,
            cells: [
              <>
                {/^https?:\/\//.test(c.url) ? (
                  <Link href={c.url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                    {c.title ?? formatPeso(c.price)}
                  </Link>
                ) : (
                  <Text as="span">{c.title ?? formatPeso(c.price)}</Text>
                )}
                {c.outlier ? (
                  <Badge ms="2" colorPalette="orange" variant="subtle">
                    {t("report.value.outlier")}
                  </Badge>
                ) : null}
              </>,
              t("units.sqm", { value: formatNumber(c.areaSqm) }),
              formatPeso(c.pricePerSqm),
              c.weight.toFixed(2),
              formatDate(c.seenAt, locale) ?? t("report.value.undated"),
            ],
          }))}
        />
      ) : null}
    </SectionCard>
  );
}
