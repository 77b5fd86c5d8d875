import { Box, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useId } from "react";
import { StackedTable } from "../../components/StackedTable";
import { useT } from "../../i18n";
import { formatPercent, formatPeso, formatPesoCompact } from "../../lib/format";
import { ChartAxes } from "./ChartAxes";
import { SectionCard } from "./SectionCard";

const width = 640;
const height = 220;
// The value and year labels sit beside and beneath the drawing (ChartAxes).
const pad = { x: 8, y: 16 };

/** Year by year: what a cash buyer would net by selling that year (bars) and the ROI on the cash put in. */
export function RoiTimelineChart({ report, narrative }: { report: ReportData; narrative?: string | undefined }) {
  const t = useT();
  const titleId = useId();
  const rows = report.financialAnalysis.roiTimeline.filter((p) => p.netGainIfSold !== undefined);
  if (rows.length === 0) return null;
  const gains = rows.map((p) => p.netGainIfSold ?? 0);
  const max = Math.max(0, ...gains);
  const min = Math.min(0, ...gains);
  const span = max - min || 1;
  const innerW = width - pad.x * 2;
  const innerH = height - pad.y * 2;
  const yOf = (v: number) => pad.y + innerH - ((v - min) / span) * innerH;
  const slot = innerW / rows.length;
  const bar = Math.min(48, slot * 0.6);
  const zero = yOf(0);

  return (
    <SectionCard title={t("report.roi.title")} narrative={narrative} testId="roi-timeline">
      <Box as="figure" m="0" maxW="52rem">
        <ChartAxes
          width={width}
          height={height}
          testId="roi-timeline-axes"
          xTitle={t("report.roi.year")}
          yLabels={[max, min]
            .filter((v, i) => i === 0 || v !== max)
            .map((v) => ({ at: yOf(v), text: formatPesoCompact(v) }))}
          xLabels={rows.map((p, i) => ({
            at: pad.x + slot * i + slot / 2,
            text: String(p.year),
          }))}
        >
          <svg
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            role="img"
            aria-labelledby={titleId}
            style={{ display: "block" }}
          >
            <title id={titleId}>{t("report.roi.title")}</title>
            <line x1={pad.x} x2={width - pad.x} y1={zero} y2={zero} stroke="#5f6b7a" strokeWidth="1" />
            {rows.map((p, i) => {
              const v = p.netGainIfSold ?? 0;
              const x = pad.x + slot * i + (slot - bar) / 2;
              const top = Math.min(zero, yOf(v));
              return (
                <g key={p.year}>
                  <rect
                    x={x}
                    y={top}
                    width={bar}
                    height={Math.max(1, Math.abs(yOf(v) - zero))}
                    rx="4"
                    fill={v >= 0 ? "#0e6760" : "#be123c"}
                  />
                </g>
              );
            })}
          </svg>
        </ChartAxes>
      </Box>
      <StackedTable
        testId="roi-table"
        columns={[
          { key: "year", label: t("report.roi.year") },
          { key: "value", label: t("report.roi.value"), numeric: true },
          { key: "cashFlow", label: t("report.roi.cashFlow"), numeric: true },
          { key: "netGain", label: t("report.roi.netGain"), numeric: true },
          { key: "roi", label: t("report.roi.roi"), numeric: true },
        ]}
        rows={rows.map((p) => ({
          key: String(p.year),
          cells: [
            t("report.chart.year", { year: p.year }),
            formatPeso(p.value),
            formatPeso(p.cumulativeCashFlow),
            formatPeso(p.netGainIfSold),
            formatPercent(p.roiPercent),
          ],
        }))}
      />
      <Text fontSize="sm" color="fg.muted">
        {t("report.roi.note")}
      </Text>
    </SectionCard>
  );
}
