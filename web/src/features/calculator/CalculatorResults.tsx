import { Alert, Box, Heading, SimpleGrid, Stack, Tabs, Text } from "@chakra-ui/react";
import type { InvestmentResult } from "@suri/contracts";
import { useMemo, useState } from "react";
import { StackedTable } from "../../components/StackedTable";
import { type MessageKey, useT } from "../../i18n";
import { formatPercent, formatPeso, formatPesoCompact } from "../../lib/format";
import { chartGeometry } from "../report/chart-geometry";
import { Figure } from "../report/SectionCard";
import { type CalculatorInputs, runCalculator, type Scenario } from "./calculator-model";

const SCENARIOS: { id: Scenario; label: MessageKey }[] = [
  { id: "cash", label: "report.financing.cash" },
  { id: "pagibig", label: "report.financing.pagibig" },
  { id: "bank", label: "report.financing.bank" },
];

const width = 640;
const height = 220;
const pad = { x: 64, y: 24 };

function NetGainChart({ result }: { result: InvestmentResult }) {
  const t = useT();
  const points = result.timeline.map((y) => ({ year: y.year, value: y.netGainIfSold }));
  const geometry = chartGeometry(points, width, height, pad, [0]);
  if (!geometry) return null;
  const zero = geometry.yOf(0);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={t("report.roi.title")}
      data-testid="calc-chart"
      style={{ display: "block", maxHeight: 260 }}
    >
      <line x1={pad.x} x2={width - pad.x / 2} y1={zero} y2={zero} stroke="#5f6b7a" />
      {geometry.ticks.map((tick) => (
        <text key={tick.y} x={pad.x - 8} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#5f6b7a">
          {formatPesoCompact(tick.value)}
        </text>
      ))}
      <path d={geometry.linePath} fill="none" stroke="#0e6760" strokeWidth="3" />
      {geometry.points.map((p) => (
        <g key={p.year}>
          <circle cx={p.x} cy={p.y} r="5" fill={p.value >= 0 ? "#0e6760" : "#be123c"} />
          <text x={p.x} y={height - 4} textAnchor="middle" fontSize="12" fill="#5f6b7a">
            {t("report.chart.year", { year: p.year })}
          </text>
        </g>
      ))}
    </svg>
  );
}

function ScenarioResult({ result, scenario }: { result: InvestmentResult; scenario: Scenario }) {
  const t = useT();
  const last = result.timeline[result.timeline.length - 1];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Figure
          label={t("report.financing.invested")}
          value={formatPeso(result.cashInvested)}
          testId={`calc-cash-invested-${scenario}`}
        />
        <Figure
          label={t("report.financing.monthly")}
          value={formatPeso(result.monthlyAmortization)}
          testId={`calc-amortization-${scenario}`}
        />
        <Figure
          label={t("report.financing.cashFlow")}
          value={formatPeso(result.monthlyCashFlow)}
          testId={`calc-cash-flow-${scenario}`}
        />
        <Figure label={t("report.financing.cashOnCash")} value={formatPercent(result.cashOnCashPercent)} />
        <Figure label={t("report.fin.noi")} value={formatPeso(result.noi)} />
        <Figure label={t("report.fin.capRateLabel")} value={formatPercent(result.capRatePercent)} />
        <Figure
          label={t("report.fin.netGain")}
          value={formatPeso(last?.netGainIfSold)}
          testId={`calc-net-gain-${scenario}`}
        />
        <Figure
          label={t("report.fin.breakEven")}
          value={result.breakEvenYear === null ? t("common.na") : t("report.fin.years", { n: result.breakEvenYear })}
        />
      </SimpleGrid>
      <NetGainChart result={result} />
      <StackedTable
        testId={`calc-table-${scenario}`}
        columns={[
          { key: "year", label: t("report.roi.year") },
          { key: "value", label: t("report.roi.value"), numeric: true },
          { key: "loan", label: t("calc.loanBalance"), numeric: true },
          { key: "cashFlow", label: t("report.roi.cashFlow"), numeric: true },
          { key: "netGain", label: t("report.roi.netGain"), numeric: true },
          { key: "roi", label: t("report.roi.roi"), numeric: true },
        ]}
        rows={result.timeline.map((y) => ({
          key: String(y.year),
          cells: [
            t("report.chart.year", { year: y.year }),
            formatPeso(y.value),
            formatPeso(y.loanBalance),
            formatPeso(y.cumulativeCashFlow),
            formatPeso(y.netGainIfSold),
            formatPercent(y.roiPercent),
          ],
        }))}
      />
    </Stack>
  );
}

/**
 * Cash, Pag-IBIG and bank side by side, recomputed on every edit; cash only, with the report's reason, when
 * the listing rules a loan out (a levy, a case, rights only, agrarian land, occupants of a foreclosure).
 */
export function CalculatorResults({ inputs }: { inputs: CalculatorInputs }) {
  const t = useT();
  const [tab, setTab] = useState<Scenario>("cash");
  const noLoan = inputs.noLoanReason;
  const scenarios = noLoan ? SCENARIOS.filter((s) => s.id === "cash") : SCENARIOS;
  const results = useMemo(
    () =>
      Object.fromEntries(SCENARIOS.map((s) => [s.id, runCalculator(inputs, s.id)])) as Record<
        Scenario,
        InvestmentResult
      >,
    [inputs],
  );
  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "5", md: "6" }} data-testid="calc-results">
      <Heading as="h2" size="lg" mb="2">
        {t("calc.results")}
      </Heading>
      <Text color="fg.muted" mb="4" fontSize="sm">
        {t("calc.resultsNote")}
      </Text>
      {noLoan ? (
        <Alert.Root status="warning" borderRadius="xl" mb="4" data-testid="calc-no-loan">
          <Alert.Indicator />
          <Alert.Description>{noLoan}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Scenario)} variant="enclosed" fitted>
        <Tabs.List mb="4">
          {scenarios.map((s) => (
            <Tabs.Trigger key={s.id} value={s.id} data-testid={`calc-tab-${s.id}`}>
              {t(s.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {scenarios.map((s) => (
          <Tabs.Content key={s.id} value={s.id}>
            <ScenarioResult result={results[s.id]} scenario={s.id} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
