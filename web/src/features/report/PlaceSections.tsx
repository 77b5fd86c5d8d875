import { Badge, HStack, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CitationNote } from "./CitationNote";
import { Figure, SectionCard } from "./SectionCard";
import type { Numbered, SectionProps } from "./section-props";

const levelPalette = { low: "green", medium: "yellow", high: "red" } as const;
const km = (value: number) => `${value.toFixed(1)} km`;

export function LocationCard({ report, numberOf, narrative }: SectionProps) {
  const t = useT();
  const l = report.locationAnalysis;
  if (!l) return null;
  const station = l.publicTransport.nearestStation;
  return (
    <SectionCard title={t("report.location.title")} narrative={narrative ?? l.overview} testId="report-location">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Figure
          label={t("report.location.score")}
          value={l.score === null ? t("common.na") : `${l.score}/100`}
          detail={l.rating}
        />
        <Figure
          label={t("report.location.cbd")}
          value={l.distanceToCBD ? km(l.distanceToCBD.distanceKm) : t("common.na")}
          detail={l.distanceToCBD?.name}
        />
        <Figure
          label={t("report.location.rail")}
          value={station ? km(station.distanceKm) : t("common.na")}
          detail={station ? `${station.name} (${station.line})` : l.publicTransport.note}
        />
      </SimpleGrid>
      {report.neighborhoodAnalysis ? <Text>{report.neighborhoodAnalysis.description}</Text> : null}
      <Text fontSize="sm" color="fg.muted">
        {l.growthPotential} {l.schoolsNote}
      </Text>
      <CitationNote citation={l.citation} number={numberOf(l.citation)} />
    </SectionCard>
  );
}

export function RisksCard({ report, numberOf, narrative }: SectionProps) {
  const t = useT();
  const risks = report.investmentRisks;
  const safety = report.securitySafety;
  if (!risks) return null;
  return (
    <SectionCard title={t("report.risks.title")} narrative={narrative ?? risks.overview} testId="report-risks">
      <HStack>
        <Text fontWeight="medium">{t("report.risks.level")}</Text>
        <Badge
          colorPalette={risks.riskLevel === "High" ? "red" : risks.riskLevel === "Moderate" ? "yellow" : "green"}
          size="lg"
        >
          {t(`report.risks.${risks.riskLevel}`)}
        </Badge>
      </HStack>
      <Stack gap="3">
        {risks.risks.map((r) => (
          <Stack key={r.type} gap="1" borderLeftWidth="3px" borderColor={`${levelPalette[r.severity]}.400`} ps="3">
            <HStack>
              <Text fontWeight="semibold">{r.type}</Text>
              <Badge colorPalette={levelPalette[r.severity]} variant="subtle">
                {t(`report.level.${r.severity}`)}
              </Badge>
            </HStack>
            <Text fontSize="sm">{r.assessment}</Text>
            <CitationNote citation={r.citation} number={numberOf(r.citation)} />
          </Stack>
        ))}
      </Stack>
      {safety ? (
        <Stack gap="2">
          <Text fontWeight="semibold">{t("report.risks.hazards")}</Text>
          <List.Root gap="2" ps="5">
            {safety.hazards.map((h) => (
              <List.Item key={h.description}>
                <Badge colorPalette={levelPalette[h.level]} variant="subtle" me="2">
                  {t(`report.hazard.${h.type}`)} · {t(`report.level.${h.level}`)}
                </Badge>
                {h.description}
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="sm" color="fg.muted">
            {safety.crimeNote}
          </Text>
        </Stack>
      ) : null}
    </SectionCard>
  );
}

export function DevelopmentsEconomyCard({ report, numberOf }: { report: ReportData; numberOf: Numbered }) {
  const t = useT();
  const dev = report.futureDevelopments;
  const m = report.macroeconomicData;
  if (!dev && !m) return null;
  const fig = (x: NonNullable<typeof m>["gdpGrowth"]) => (x ? formatPercent(x.value, 2) : t("common.na"));
  return (
    <SectionCard title={t("report.context.title")} testId="report-context">
      {dev ? (
        <Stack gap="2">
          <Text>{dev.overview}</Text>
          {dev.projects.map((p) => (
            <Stack key={p.name} gap="1" ps="3" borderLeftWidth="3px" borderColor="brand.200">
              <Text fontWeight="semibold">{p.name}</Text>
              <Text fontSize="sm">{p.description}</Text>
              <Text fontSize="sm" color="fg.muted">
                {p.status}
              </Text>
              <CitationNote citation={p.citation} number={numberOf(p.citation)} />
            </Stack>
          ))}
          {dev.totalInvestment !== null ? (
            <Text fontSize="sm">
              {t("report.context.totalInvestment", { amount: formatPeso(dev.totalInvestment) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {m ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure label={t("report.context.gdp")} value={fig(m.gdpGrowth)} detail={m.gdpGrowth?.period} />
          <Figure label={t("report.context.inflation")} value={fig(m.inflationRate)} detail={m.inflationRate?.period} />
          <Figure label={t("report.context.policyRate")} value={fig(m.interestRate)} detail={m.interestRate?.period} />
          <Figure
            label={t("report.context.population")}
            value={fig(m.populationGrowth)}
            detail={m.populationGrowth?.period}
          />
        </SimpleGrid>
      ) : null}
    </SectionCard>
  );
}
