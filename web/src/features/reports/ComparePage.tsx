import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { inLanguage } from "@suri/contracts";
import { useQueries } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LuArrowLeft } from "react-icons/lu";
import { reportQueryOptions } from "../../api/reports";
import { useLocale, useT } from "../../i18n";
import { RateNote } from "../layout/currency";
import { PageSpinner } from "../report/SectionCard";
import { rows, type View } from "./compare-rows";

/**
 * The reports side by side at every width, each figure in line with the same figure of the others: on a
 * phone the row's name sits above its values (one column per report), from 768 px in a column of its own.
 */
function CompareGrid({ views }: { views: View[] }) {
  const t = useT();
  const cell = { px: { base: "1.5", md: "3" }, minW: "0" } as const;
  return (
    <Box
      role="table"
      aria-label={t("compare.title")}
      display="grid"
      gridTemplateColumns={{
        base: `repeat(${views.length}, minmax(0, 1fr))`,
        md: `minmax(8rem, 13rem) repeat(${views.length}, minmax(0, 1fr))`,
      }}
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      py={{ base: "3", md: "5" }}
      px={{ base: "1.5", md: "2" }}
      fontVariantNumeric="tabular-nums"
      data-testid="compare-grid"
    >
      <Box role="row" display="contents">
        <Box role="columnheader" display={{ base: "none", md: "block" }} {...cell} />
        {views.map(({ record, r }, index) => (
          <Stack role="columnheader" key={record.id} gap="1" pb="3" {...cell} data-testid="compare-column">
            <Text fontSize="xs" color="fg.muted" fontWeight="semibold">
              {t("compare.report", { n: index + 1 })}
            </Text>
            <Heading as="h2" fontSize={{ base: "sm", md: "md" }} lineClamp={4}>
              {r.title}
            </Heading>
            <Text fontSize="xs" color="fg.muted" lineClamp={3}>
              {r.address}
            </Text>
            <Button
              asChild
              mt="1"
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              whiteSpace="normal"
              h="auto"
              py="1"
            >
              <Link to="/report/$id" params={{ id: record.id }}>
                {t("compare.open")}
              </Link>
            </Button>
          </Stack>
        ))}
      </Box>
      {rows.map((row) => (
        <Box role="row" display="contents" key={row.label}>
          <Text
            role="rowheader"
            gridColumn={{ base: "1 / -1", md: "auto" }}
            fontSize="xs"
            color="fg.muted"
            fontWeight="medium"
            borderTopWidth="1px"
            borderColor="border.muted"
            pt="2.5"
            pb={{ base: "0.5", md: "2.5" }}
            {...cell}
          >
            {t(row.label)}
          </Text>
          {views.map((view) => (
            <Box
              role="cell"
              key={view.record.id}
              fontWeight="semibold"
              fontSize={{ base: "sm", md: "md" }}
              borderTopWidth={{ base: "0", md: "1px" }}
              borderColor="border.muted"
              pt={{ base: "0.5", md: "2.5" }}
              pb="2.5"
              overflowWrap="anywhere"
              data-testid={row.testId}
              {...cell}
            >
              {row.value(view)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** Issue 20: two or three of the user's reports side by side, on a phone too. */
export function ComparePage({ ids }: { ids: string[] }) {
  const t = useT();
  const locale = useLocale();
  const queries = useQueries({ queries: ids.map((id) => reportQueryOptions(id, locale)) });
  const back = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <Link to="/reports">
        <LuArrowLeft aria-hidden /> {t("compare.back")}
      </Link>
    </Button>
  );
  if (ids.length < 2) {
    return (
      <Container maxW="2xl" py="12">
        <Stack gap="4">
          {back}
          <Heading as="h1" size="2xl">
            {t("compare.title")}
          </Heading>
          <Text>{t("compare.tooFew")}</Text>
        </Stack>
      </Container>
    );
  }
  if (queries.some((q) => q.isPending)) return <PageSpinner />;
  const records = queries.flatMap((q) => (q.data ? [q.data] : []));
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} overflowWrap="anywhere">
      <Stack gap="5">
        {back}
        <Heading as="h1" size="2xl">
          {t("compare.title")}
        </Heading>
        <CompareGrid views={records.map((record) => ({ record, r: inLanguage(record.reportData, locale) }))} />
        <RateNote />
      </Stack>
    </Container>
  );
}
