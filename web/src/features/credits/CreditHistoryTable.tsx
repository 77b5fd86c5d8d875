import { Badge, Box, Button, EmptyState, Heading, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuReceipt } from "react-icons/lu";
import { creditHistoryQueryOptions } from "../../api/credits";
import { useT } from "../../i18n";
import {
  creditChangePalette,
  formatCreditChange,
  formatDateTime,
  ledgerKindKey,
  shortReference,
  visibleReason,
} from "./history";

/** The signed-in user's transaction history: date, what, amount, reference. */
export function CreditHistoryTable() {
  const t = useT();
  const { data: entries, isPending, isError, refetch, isFetching } = useQuery(creditHistoryQueryOptions());

  return (
    <Box as="section" aria-labelledby="credit-history-title">
      <Heading as="h2" size="2xl" mb="4" id="credit-history-title">
        {t("history.title")}
      </Heading>
      {isPending ? (
        <Stack gap="2">
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : isError ? (
        <Stack align="flex-start" gap="3" p="6" bg="white" borderRadius="xl" borderWidth="1px">
          <Text color="fg.error">{t("history.failed")}</Text>
          <Button size="sm" variant="outline" loading={isFetching} onClick={() => void refetch()}>
            {t("history.retry")}
          </Button>
        </Stack>
      ) : entries.length === 0 ? (
        <EmptyState.Root bg="white" borderRadius="xl" borderWidth="1px" data-testid="credit-history-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuReceipt />
            </EmptyState.Indicator>
            <EmptyState.Title>{t("history.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("history.emptyBody")}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="white">
          <Table.Root size="sm" data-testid="credit-history">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("history.date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("history.what")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("history.amount")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("history.reference")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.id} data-kind={entry.kind}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at) ?? t("common.na")}</Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="medium">{t(ledgerKindKey(entry.kind))}</Text>
                    {visibleReason(entry) ? (
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {visibleReason(entry)}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Badge colorPalette={creditChangePalette(entry.amount)} variant="subtle" fontFamily="mono">
                      {formatCreditChange(entry.amount)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" title={entry.reference}>
                      {entry.reference ? shortReference(entry.reference) : "—"}
                    </Text>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
