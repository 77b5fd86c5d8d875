import { Box, DataList, Heading } from "@chakra-ui/react";
import { type Listing, PASTED_TEXT_SOURCE_SITE, type ReportData } from "@suri/contracts";
import type { ReactNode } from "react";
import { type MessageKey, useT } from "../../i18n";
import { formatNumber, sqmToSqft } from "../../lib/format";
import { linklessSourceKey } from "../../lib/listing-source";

export function PropertyDetails({ report, listing }: { report: ReportData; listing: Listing }) {
  const t = useT();
  const { overview } = report;
  const propertyType = overview.propertyType ?? listing.propertyType ?? null;
  const area = (sqm: number | null | undefined) =>
    sqm ? t("report.details.sqm", { value: formatNumber(sqm), sqft: formatNumber(sqmToSqft(sqm)) }) : null;

  const rows: [MessageKey, ReactNode][] = [
    ["report.details.type", propertyType ? t(`type.${propertyType}`) : overview.type],
    ["report.details.bedrooms", overview.bedrooms],
    ["report.details.bathrooms", overview.bathrooms],
    ["report.details.floorArea", area(overview.floorAreaSqm)],
    ["report.details.lotArea", area(overview.lotAreaSqm)],
    ["report.details.city", report.city ?? listing.address.city ?? null],
    ["report.details.developer", listing.developer ?? null],
    ["report.details.status", listing.status ? t(`report.status.${listing.status}`) : null],
    [
      "report.details.sourceSite",
      listing.sourceSite === "upload" || listing.sourceSite === PASTED_TEXT_SOURCE_SITE
        ? t(linklessSourceKey(listing))
        : listing.sourceSite || null,
    ],
  ];

  return (
    <Box bg="white" borderRadius="2xl" borderWidth="1px" p="6" h="full">
      <Heading as="h2" size="lg" mb="4">
        {t("report.details.title")}
      </Heading>
      <DataList.Root orientation="horizontal" size="md">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Box>
  );
}
