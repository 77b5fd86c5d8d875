import { Box, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { CORRECTABLE, fixesFor } from "./fixes";
import { WHAT_WE_READ_ID } from "./WhatWeRead";

/**
 * "What would fix it" under a withheld verdict or a missing rating: the reader's next steps, the way to
 * correct what was read (the owner's report only) and whether the credit can come back.
 */
export function FixList({ report, owner }: { report: ReportData; owner: boolean }) {
  const t = useT();
  const fixes = fixesFor(report);
  if (fixes.length === 0) return null;
  const correctable = owner && fixes.some((f) => CORRECTABLE.has(f));
  return (
    <Box data-testid="fix-list" mt="1">
      <Text fontWeight="semibold" fontSize="sm">
        {t("fix.title")}
      </Text>
      <List.Root ps="5" fontSize="sm" gap="0.5">
        {fixes.map((fix) => (
          <List.Item key={fix}>{t(`fix.${fix}`)}</List.Item>
        ))}
      </List.Root>
      {owner ? (
        <Stack gap="1" mt="1.5" fontSize="sm">
          {correctable ? (
            <Link href={`#${WHAT_WE_READ_ID}`} color="brand.fg" fontWeight="medium">
              {t("fix.correctAction")}
            </Link>
          ) : null}
          <Text data-testid="fix-credit">{t("fix.credit")}</Text>
        </Stack>
      ) : null}
    </Box>
  );
}
