import { SimpleGrid, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { formatPeso } from "../../lib/format";
import { Figure, SectionCard } from "./SectionCard";

/**
 * A pasalo, said plainly above the verdict: the amount asked is the seller's equity, the buyer also takes
 * over the remaining balance, and the unit's total cost is what the verdict compares (or, without the
 * balance, why there is no verdict and what to ask).
 */
export function AssumptionCard({ report }: { report: ReportData }) {
  const t = useT();
  const deal = report.assumption;
  if (!deal) return null;
  const notStated = t("reading.notStated");
  const months = deal.monthsLeft !== null ? t("assumption.monthsLeft", { months: deal.monthsLeft }) : null;
  return (
    <SectionCard title={t("assumption.title")} testId="report-assumption">
      <Text data-testid="assumption-statement">{deal.statement}</Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <Figure label={t("assumption.equity")} value={deal.equity === null ? notStated : formatPeso(deal.equity)} />
        <Figure
          label={t("assumption.balance")}
          value={deal.balance === null ? notStated : formatPeso(deal.balance)}
          testId="assumption-balance"
        />
        <Figure
          label={t("assumption.monthly")}
          value={deal.monthlyAmortization === null ? notStated : formatPeso(deal.monthlyAmortization)}
          detail={months}
        />
        <Figure
          label={t("assumption.total")}
          value={deal.total === null ? notStated : formatPeso(deal.total)}
          testId="assumption-total"
        />
      </SimpleGrid>
      {deal.quote ? (
        <Text fontSize="sm" color="fg.muted" fontStyle="italic">
          {t("reading.quoted", { text: deal.quote })}
        </Text>
      ) : null}
    </SectionCard>
  );
}
