import { Accordion, Badge, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useLocale, useT } from "../../i18n";
import { SectionCard } from "./SectionCard";

/** Who may own the property, buying through an SPA, Pag-IBIG from abroad and more — in the reader's language. */
export function OfwGuideCard({ report }: { report: ReportData }) {
  const t = useT();
  const locale = useLocale();
  const items = report.ofwGuide?.items ?? [];
  if (items.length === 0) return null;
  return (
    <SectionCard title={t("report.ofw.title")} narrative={t("report.ofw.intro")} testId="report-ofw-guide">
      <Accordion.Root collapsible defaultValue={[items[0]?.id ?? ""]} variant="enclosed">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="semibold">
                {item[locale].title}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text>{item[locale].body}</Text>
                <Badge mt="2" variant="outline">
                  {item.law}
                </Badge>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </SectionCard>
  );
}
