import { Box, Collapsible, SimpleGrid, Table, Text } from "@chakra-ui/react";
import { useT } from "../../i18n";
import { formatPercent, formatPeso } from "../../lib/format";
import { CollapsibleTitle } from "../report/SectionCard";
import { SPEC_DEMO_ROI } from "./calculator-model";

function ExampleTable({ rows }: { rows: [string, string][] }) {
  return (
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
            <Box>
              <Text fontWeight="semibold" mb="2">
                {t("calc.exampleLongTerm")}
              </Text>
              <ExampleTable
                rows={[
                  [t("calc.grossMonthly"), formatPeso(e.longTerm.grossMonthly)],
                  [t("calc.vacancy"), formatPercent(e.longTerm.vacancyPercent, 0)],
                  [t("calc.management"), formatPercent(e.longTerm.managementPercent, 0)],
                  [t("calc.noi"), formatPeso(e.longTerm.noi)],
                  [t("calc.roi"), formatPercent(e.longTerm.roiPercent, 2)],
                ]}
              />
            </Box>
            <Box>
              <Text fontWeight="semibold" mb="2">
                {t("calc.exampleAirbnb")}
              </Text>
              <ExampleTable
                rows={[
                  [t("calc.grossMonthly"), formatPeso(e.airbnb.grossMonthly)],
                  [t("calc.occupancy"), formatPercent(e.airbnb.occupancyPercent, 0)],
                  [t("calc.vacancy"), formatPercent(e.airbnb.vacancyPercent, 0)],
                  [t("calc.management"), formatPercent(e.airbnb.managementPercent, 0)],
                  [t("calc.noi"), formatPeso(e.airbnb.noi)],
                  [t("calc.roi"), formatPercent(e.airbnb.roiPercent, 2)],
                ]}
              />
            </Box>
          </SimpleGrid>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
