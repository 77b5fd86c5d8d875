import { Badge, Box, DataList, Heading } from "@chakra-ui/react";
import {
  type CorrectableField,
  type Listing,
  PASTED_TEXT_SOURCE_SITE,
  type ReportCorrections,
  type ReportData,
} from "@suri/contracts";
import type { ReactNode } from "react";
import { type MessageKey, useT } from "../../i18n";
import { formatNumber, sqmToSqft } from "../../lib/format";
import { linklessSourceKey } from "../../lib/listing-source";

/** Which correctable field each row shows, to mark the ones the owner corrected. */
const ROW_FIELD: Partial<Record<MessageKey, CorrectableField>> = {
  "report.details.type": "propertyType",
  "report.details.bedrooms": "bedrooms",
  "report.details.bathrooms": "bathrooms",
  "report.details.floorArea": "floorAreaSqm",
  "report.details.lotArea": "lotAreaSqm",
  "report.details.city": "city",
};

export function PropertyDetails({
  report,
  listing,
  corrections,
}: {
  report: ReportData;
  listing: Listing;
  corrections?: ReportCorrections | undefined;
}) {
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
              <DataList.ItemValue fontWeight="medium" gap="2" flexWrap="wrap" alignItems="center">
                {value}
                {ROW_FIELD[label] && corrections?.[ROW_FIELD[label]] ? (
                  <Badge colorPalette="blue" variant="subtle" size="sm">
                    {t("reading.correctedByYou")}
                  </Badge>
                ) : null}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Box>
  );
}
