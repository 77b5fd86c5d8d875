import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { Citation, ReportData } from "@suri/contracts";
import { useId } from "react";
import { useT } from "../../i18n";
import { formatPercent, formatPeso, formatPesoCompact } from "../../lib/format";
import { ChartAxes } from "./ChartAxes";
import { CitationNote } from "./CitationNote";
import { chartGeometry, seriesPath } from "./chart-geometry";

const width = 640;
const height = 260;
// The value labels sit beside the drawing (ChartAxes), so the drawing needs only room for its end points.
const pad = { x: 20, y: 20 };

/** The 5-year roiTimeline as a hand-drawn SVG line, with the numbers in a table beneath. */
export function RoiChart({
  report,
  citationNumber,
}: {
  report: ReportData;
  citationNumber: (c: Citation | null | undefined) => number | null;
}) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const svgTitleId = useId();
  const timeline = report.financialAnalysis.roiTimeline;
  const low = timeline.flatMap((p) => (p.low === undefined ? [] : [{ year: p.year, value: p.low }]));
  const high = timeline.flatMap((p) => (p.high === undefined ? [] : [{ year: p.year, value: p.high }]));
  const projection = report.financialAnalysis.projection;
  const geometry = chartGeometry(
    timeline,
    width,
    height,
    pad,
    [...low, ...high].map((p) => p.value),
  );
  const citation = report.financialAnalysis.fiveYearValue.citation;
  const first = geometry?.points[0];
  const last = geometry?.points[geometry.points.length - 1];

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6">
      <Heading as="h2" size="lg" mb="4" id={titleId}>
        {t("report.chart.title")}
      </Heading>
      {!geometry || !first || !last ? (
        <Text color="fg.muted">{t("report.chart.empty")}</Text>
      ) : (
        <>
          <Box as="figure" m="0" maxW="52rem">
            <ChartAxes
              width={width}
              height={height}
              testId="roi-chart-axes"
              xTitle={t("report.roi.year")}
              yLabels={geometry.ticks.map((tick) => ({ at: tick.y, text: formatPesoCompact(tick.value) }))}
              xLabels={geometry.points.map((p) => ({ at: p.x, text: String(p.year) }))}
            >
              <svg
                viewBox={`0 0 ${width} ${height}`}
                width="100%"
                role="img"
                aria-labelledby={svgTitleId}
                aria-describedby={descId}
                style={{ display: "block" }}
                data-testid="roi-chart"
              >
                <title id={svgTitleId}>{t("report.chart.title")}</title>
                <desc id={descId}>
                  {t("report.chart.description", {
                    start: formatPeso(first.value),
                    startYear: first.year,
                    end: formatPeso(last.value),
                    endYear: last.year,
                  })}
                </desc>
                <defs>
                  <linearGradient id="roi-fill" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor="#137e76" stopOpacity="0.28" />
                    <stop offset="100%" stopColor="#137e76" stopOpacity="0.02" />
                  </linearGradient>
                </defs>
                {geometry.ticks.map((tick) => (
                  <g key={tick.y}>
                    <line
                      x1={pad.x}
                      x2={width - pad.x / 2}
                      y1={tick.y}
                      y2={tick.y}
                      stroke="#e4e1da"
                      strokeDasharray="4 4"
                    />
                  </g>
                ))}
                <path d={geometry.areaPath} fill="url(#roi-fill)" />
                {/* The high and low scenarios, dashed: teal above, red below. */}
                {(
                  [
                    [high, "#137e76"],
                    [low, "#be123c"],
                  ] as const
                ).map(([series, stroke]) =>
                  series.length > 1 ? (
                    <path
                      key={stroke}
                      d={seriesPath(geometry, series)}
                      fill="none"
                      stroke={stroke}
                      strokeWidth="1.5"
                      strokeDasharray="6 4"
                    />
                  ) : null,
                )}
                <path d={geometry.linePath} fill="none" stroke="#0e6760" strokeWidth="3" strokeLinejoin="round" />
                {geometry.points.map((p) => (
                  <g key={p.year}>
                    <circle cx={p.x} cy={p.y} r="5" fill="#ffffff" stroke="#0e6760" strokeWidth="2.5" />
                  </g>
                ))}
                <circle cx={last.x} cy={last.y} r="7" fill="#fbbd1f" stroke="#0b2a3c" strokeWidth="2" />
              </svg>
            </ChartAxes>
          </Box>
          <SimpleGrid as="dl" mt="4" columns={{ base: 3, md: 6 }} gap="2" data-testid="projection-values">
            {geometry.points.map((p) => (
              <Box key={p.year} borderWidth="1px" borderRadius="md" px="2" py="1.5" textAlign="center">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {t("report.chart.year", { year: p.year })}
                </Text>
                <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatPesoCompact(p.value)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          {projection?.low && projection.high ? (
            <Text mt="3" fontSize="sm" color="fg.muted">
              {t("report.chart.band", {
                low: formatPeso(projection.low.futureValue),
                lowRate: formatPercent(projection.low.growthRatePercent),
                high: formatPeso(projection.high.futureValue),
                highRate: formatPercent(projection.high.growthRatePercent),
              })}
            </Text>
          ) : null}
          <Box mt="3">
            <CitationNote citation={citation} number={citationNumber(citation)} />
          </Box>
        </>
      )}
    </Box>
  );
}
