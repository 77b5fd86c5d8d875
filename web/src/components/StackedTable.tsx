import { Box, Table } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface StackedColumn {
  readonly key: string;
  readonly label: string;
  /** Numbers line up on the right on a wide screen. */
  readonly numeric?: boolean;
}

export interface StackedRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
}

/**
 * Below 768 px a table with more than a couple of columns cannot fit a phone: each row becomes a block
 * whose first cell is its heading and whose other cells are "label … value" lines (the column's name
 * comes from `data-label`). From 768 px up it is an ordinary table whose first column wraps, so the
 * figures on the right are never cut off. CSS only, so the server-rendered page looks the same.
 */
export function StackedTable({
  columns,
  rows,
  caption,
  testId,
}: {
  columns: readonly StackedColumn[];
  rows: readonly StackedRow[];
  caption?: string;
  testId?: string;
}) {
  return (
    <Box
      data-testid={testId}
      data-stacked-table=""
      css={{
        "& td, & th": { overflowWrap: "anywhere" },
        "& td[data-numeric], & th[data-numeric]": { whiteSpace: "nowrap", textAlign: "end" },
        "@media screen and (max-width: 767.98px)": {
          "& thead": { display: "none" },
          "& table, & tbody, & tr, & td": { display: "block", width: "100%" },
          "& tr": { borderBottomWidth: "1px", borderColor: "border", paddingBlock: "2" },
          "& tr:last-of-type": { borderBottomWidth: "0" },
          "& td": {
            display: "flex",
            justifyContent: "space-between",
            alignItems: "baseline",
            gap: "3",
            border: "none",
            paddingBlock: "1",
            paddingInline: "3",
            textAlign: "end",
          },
          "& td::before": {
            content: "attr(data-label)",
            color: "fg.muted",
            textAlign: "start",
            flexShrink: 0,
            maxWidth: "55%",
          },
          "& td[data-primary]": { display: "block", textAlign: "start", fontWeight: "semibold" },
          "& td[data-primary]::before": { content: "none" },
          "& td[data-numeric]": { whiteSpace: "normal" },
        },
      }}
    >
      <Table.Root size="sm" variant="outline" borderRadius="lg">
        {caption ? <Table.Caption captionSide="top">{caption}</Table.Caption> : null}
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} data-numeric={c.numeric ? "" : undefined}>
                {c.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, index) => {
                const column = columns[index];
                return (
                  <Table.Cell
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column
                    key={index}
                    data-label={column?.label}
                    data-primary={index === 0 ? "" : undefined}
                    data-numeric={column?.numeric ? "" : undefined}
                    fontVariantNumeric={column?.numeric ? "tabular-nums" : undefined}
                  >
                    {cell}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
