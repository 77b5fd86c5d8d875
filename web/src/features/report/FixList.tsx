import { Box, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReportData } from "@suri/contracts";
import { useT } from "../../i18n";
import { CORRECTABLE, fixesFor } from "./fixes";
import { WHAT_WE_READ_ID } from "./WhatWeRead";

/**
 * "What would fix it" under a withheld verdict or a missing rating: the reader's next steps, the way to
 * correct what was read (the owner's report only) and whether the credit can come back. Someone reading a
 * shared link sees the questions for the seller, and that the person who shared it can correct the rest.
 */
export function FixList({ report, owner }: { report: ReportData; owner: boolean }) {
  const t = useT();
  const all = fixesFor(report);
  if (all.length === 0) return null;
  // Someone reading a shared link cannot correct the report: they are told its owner can, once.
  const fixes = owner ? all : all.filter((f) => !CORRECTABLE.has(f));
  const ownerCorrects = !owner && fixes.length < all.length;
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
        {ownerCorrects ? <List.Item data-testid="fix-owner-corrects">{t("fix.ownerCorrects")}</List.Item> : null}
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
