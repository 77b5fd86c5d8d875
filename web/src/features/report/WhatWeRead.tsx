import { Alert, Badge, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { type CorrectableField, fieldValue, type ReportRecord } from "@suri/contracts";
import { useState } from "react";
import { LuPencil } from "react-icons/lu";
import { useLocale, useT } from "../../i18n";
import { formatDate } from "../../lib/dates";
import { CorrectionDialog } from "./CorrectionDialog";
import { displayValue, FIELD_LABEL, readingFields, sourceKey, surenessKey } from "./reading";

export const WHAT_WE_READ_ID = "what-we-read";

/** Fields the user should check: read with little confidence, or an uncertain place, and not yet corrected. */
export function unsureFields(record: ReportRecord): CorrectableField[] {
  return readingFields(record.parsedData).filter(
    (f) => record.reading?.fields[f]?.uncertain && !record.corrections?.[f],
  );
}

/**
 * "What we read": every field the report is valued from, where it came from on the listing (its words in
 * quotes, or the page's structured data) and how sure the reader was; fields in doubt are flagged. A
 * field the user corrected says so, with the value as read beside it. "Correct what we read" opens the
 * form; saving values the report again, free, as a new revision.
 */
export function WhatWeRead({ record }: { record: ReportRecord }) {
  const t = useT();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const reading = record.reading;
  if (!reading) return null;
  const unsure = unsureFields(record);
  const revision = record.revision ?? 1;
  const revisedOn = record.revisedAt ? formatDate(record.revisedAt, locale) : null;

  return (
    <Box
      as="section"
      id={WHAT_WE_READ_ID}
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      p={{ base: "5", md: "6" }}
      data-testid="what-we-read"
      scrollMarginTop="20"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="3">
        <Box minW="0" flex="1 1 16rem">
          <Heading as="h2" size="lg">
            {t("reading.title")}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {t("reading.intro")}
          </Text>
        </Box>
        <Button
          colorPalette="brand"
          variant="outline"
          size="sm"
          onClick={() => setEditing(true)}
          data-testid="edit-reading"
        >
          <LuPencil aria-hidden /> {t("reading.edit")}
        </Button>
      </Flex>
      {unsure.length > 0 ? (
        <Alert.Root status="warning" borderRadius="lg" mb="4" data-testid="reading-unsure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("reading.unsureTitle", { count: unsure.length })}</Alert.Title>
            <Alert.Description>{t("reading.unsureBody")}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {revision > 1 ? (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="reading-revision">
          {t("reading.revision", { revision, date: revisedOn ?? "" })}
        </Text>
      ) : null}
      <Stack gap="0" divideY="1px" divideColor="border.muted">
        {readingFields(record.parsedData).map((field) => (
          <ReadingRow key={field} field={field} record={record} unsure={unsure.includes(field)} />
        ))}
      </Stack>
      <CorrectionDialog record={record} open={editing} onOpenChange={setEditing} />
    </Box>
  );
}

function ReadingRow({ field, record, unsure }: { field: CorrectableField; record: ReportRecord; unsure: boolean }) {
  const t = useT();
  const read = record.reading?.fields[field];
  const correction = record.corrections?.[field];
  const value = fieldValue(record.parsedData, field);
  const setByUser = read?.source === "user";
  return (
    <Box py="3" data-testid={`reading-row-${field}`}>
      <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
        <Text fontSize="sm" color="fg.muted" minW="0">
          {t(FIELD_LABEL[field])}
        </Text>
        <Flex gap="2" wrap="wrap" align="center" justify="flex-end" minW="0">
          <Text fontWeight="semibold" data-testid={`reading-value-${field}`} overflowWrap="anywhere">
            {displayValue(t, field, value)}
          </Text>
          {correction ? (
            <Badge colorPalette="blue" variant="subtle" data-testid={`corrected-${field}`}>
              {correction.original === correction.value ? t("reading.confirmedByYou") : t("reading.correctedByYou")}
            </Badge>
          ) : setByUser ? (
            // A value confirmed as read before the report keeps the words it was read from.
            <Badge colorPalette="blue" variant="subtle" data-testid={`set-by-you-${field}`}>
              {t(read?.snippet ? "reading.confirmedByYou" : "reading.setByYou")}
            </Badge>
          ) : unsure ? (
            <Badge colorPalette="orange" variant="subtle" data-testid={`unsure-${field}`}>
              {t("reading.checkThis")}
            </Badge>
          ) : null}
        </Flex>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1" overflowWrap="anywhere">
        {correction && correction.original !== correction.value
          ? t(setByUser ? "reading.before" : "reading.readAs", { value: displayValue(t, field, correction.original) })
          : null}
        {correction && correction.original !== correction.value && read?.source && !setByUser ? " · " : null}
        {read?.source && read.source !== "user" ? <Provenance field={field} record={record} /> : null}
        {setByUser && read?.snippet && !(correction && correction.original !== correction.value) ? (
          <Text as="span" fontStyle="italic" data-testid={`reading-snippet-${field}`}>
            {t("reading.quoted", { text: read.snippet })}
          </Text>
        ) : null}
      </Text>
    </Box>
  );
}

function Provenance({ field, record }: { field: CorrectableField; record: ReportRecord }) {
  const t = useT();
  const read = record.reading?.fields[field];
  if (!read?.source) return null;
  const from = t(sourceKey(read.source));
  const sure = read.confidence === undefined ? null : t(surenessKey(read.confidence));
  return (
    <>
      {read.snippet ? (
        <Text as="span" fontStyle="italic" data-testid={`reading-snippet-${field}`}>
          {t("reading.quoted", { text: read.snippet })}
        </Text>
      ) : null}
      {read.snippet ? " — " : null}
      {t("reading.from", { source: from })}
      {sure ? ` · ${sure}` : null}
    </>
  );
}
