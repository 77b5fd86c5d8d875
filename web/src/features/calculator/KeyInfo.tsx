import { Box, Collapsible, SimpleGrid, Table, Text } from "@chakra-ui/react";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CollapsibleTitle } from "../report/SectionCard";
import { SPEC_DEMO_ROI } from "./calculator-model";

type RoiExample = (typeof SPEC_DEMO_ROI)["longTerm"] | (typeof SPEC_DEMO_ROI)["airbnb"];

/** One of the worked examples under its title: rent, what comes off it, and what is left. */
function ExampleTable({ title, example }: { title: string; example: RoiExample }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("calc.grossMonthly"), formatPeso(example.grossMonthly)],
    ...("occupancyPercent" in example
      ? [[t("calc.occupancy"), formatPercent(example.occupancyPercent, 0)] as [string, string]]
      : []),
    [t("calc.vacancy"), formatPercent(example.vacancyPercent, 0)],
    [t("calc.management"), formatPercent(example.managementPercent, 0)],
    [t("calc.noi"), formatPeso(example.noi)],
    [t("calc.roi"), formatPercent(example.roiPercent, 2)],
  ];
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** SPEC §2 'Key Info — Calculation Model ROI Analysis', open by default: the SPEC's worked example, labelled as one. */
export function KeyInfo() {
  const t = useT();
  const e = SPEC_DEMO_ROI;
  return (
    <Collapsible.Root defaultOpen>
      <Box bg="sun.subtle" borderWidth="1px" borderColor="sun.emphasized" borderRadius="2xl" p="5">
        <CollapsibleTitle title={t("calc.keyInfo")} />
        <Collapsible.Content>
          <Text mt="3" fontSize="sm">
            {t("calc.keyInfoBody", { value: formatPeso(e.propertyValue) })}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="4">
            <ExampleTable title={t("calc.exampleLongTerm")} example={e.longTerm} />
            <ExampleTable title={t("calc.exampleAirbnb")} example={e.airbnb} />
          </SimpleGrid>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
