import { Box, Input, SimpleGrid, Text } from "@chakra-ui/react";
import { OptionSelect, type SelectOption } from "../../components/OptionSelect";
import { useT } from "../../i18n";
import type { Arrangement, SortKey, Verdict } from "./arrange";

const VERDICTS: Verdict[] = ["fair", "underpriced", "overpriced", "withheld"];

function Select({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  testId: string;
}) {
  return (
    <Box>
      <Text as="span" display="block" fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      <OptionSelect
        label={label}
        value={value}
        onChange={onChange}
        options={options}
        testId={testId}
        size="sm"
        bg="white"
      />
    </Box>
  );
}

/** Search, sort and filters of My Reports (issue 20). */
export function ReportsToolbar({
  value,
  onChange,
  types,
  cities,
}: {
  value: Arrangement;
  onChange: (next: Arrangement) => void;
  types: string[];
  cities: string[];
}) {
  const t = useT();
  const all = { value: "", label: t("manage.all") };
  return (
    <SimpleGrid columns={{ base: 2, lg: 5 }} gap="3" data-testid="reports-toolbar">
      <Box gridColumn={{ base: "span 2", lg: "span 1" }}>
        <Text as="span" display="block" fontSize="xs" color="fg.muted" mb="1">
          {t("manage.search")}
        </Text>
        <Input
          size="sm"
          bg="white"
          type="search"
          aria-label={t("manage.search")}
          value={value.query}
          onChange={(e) => onChange({ ...value, query: e.currentTarget.value })}
          data-testid="reports-search"
        />
      </Box>
      <Select
        label={t("manage.sort")}
        value={value.sort}
        onChange={(sort) => onChange({ ...value, sort: sort as SortKey })}
        options={(["date", "score", "price"] as const).map((s) => ({ value: s, label: t(`manage.sort.${s}`) }))}
        testId="reports-sort"
      />
      <Select
        label={t("manage.type")}
        value={value.type ?? ""}
        onChange={(type) => onChange({ ...value, type: type || null })}
        options={[all, ...types.map((x) => ({ value: x, label: x }))]}
        testId="reports-filter-type"
      />
      <Select
        label={t("manage.city")}
        value={value.city ?? ""}
        onChange={(city) => onChange({ ...value, city: city || null })}
        options={[all, ...cities.map((x) => ({ value: x, label: x }))]}
        testId="reports-filter-city"
      />
      <Select
        label={t("manage.verdict")}
        value={value.verdict ?? ""}
        onChange={(verdict) => onChange({ ...value, verdict: (verdict || null) as Verdict | null })}
        options={[all, ...VERDICTS.map((v) => ({ value: v, label: t(`manage.verdict.${v}`) }))]}
        testId="reports-filter-verdict"
      />
    </SimpleGrid>
  );
}
