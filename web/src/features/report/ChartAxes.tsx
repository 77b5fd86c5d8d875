import { Box, Grid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface AxisLabel {
  /** Position in the chart's own units (its viewBox). */
  at: number;
  text: string;
}

/**
 * A chart's axis labels as page text beside its drawing, not inside it: text in an SVG shrinks with the
 * drawing (12 units were 5 px on a 375 px phone) and a label wider than its margin is cut at the edge,
 * which turned "-₱250.4K" into "250.4K". Here each label keeps the page's font size and its whole width:
 * the value labels take a column as wide as the widest of them, the year labels a row beneath.
 */
export function ChartAxes({
  width,
  height,
  yLabels,
  xLabels,
  xTitle,
  children,
  testId,
}: {
  width: number;
  height: number;
  yLabels: AxisLabel[];
  xLabels: AxisLabel[];
  /** Names the x labels once ("Year"), so each can be as short as its number and none runs into the next. */
  xTitle: string;
  children: ReactNode;
  testId?: string;
}) {
  const widest = yLabels.reduce((a, b) => (b.text.length > a.length ? b.text : a), "");
  return (
    <Grid templateColumns="auto minmax(0, 1fr)" columnGap="2" data-testid={testId}>
      <Box position="relative" aria-hidden fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {/* Sizes the column to the widest label; the labels themselves are placed over it. */}
        <Text visibility="hidden" whiteSpace="nowrap" h="0" overflow="hidden">
          {widest}
        </Text>
        {yLabels.map((label) => (
          <Text
            key={`${label.at}-${label.text}`}
            position="absolute"
            insetEnd="0"
            top={`${(label.at / height) * 100}%`}
            transform="translateY(-50%)"
            whiteSpace="nowrap"
            lineHeight="1"
            data-testid="chart-value-label"
          >
            {label.text}
          </Text>
        ))}
      </Box>
      <Box minW="0">{children}</Box>
      <Box />
      <Box position="relative" h="5" mt="1" aria-hidden fontSize="xs" color="fg.muted">
        {xLabels.map((label) => (
          <Text
            key={`${label.at}-${label.text}`}
            position="absolute"
            insetStart={`${(label.at / width) * 100}%`}
            transform="translateX(-50%)"
            whiteSpace="nowrap"
            fontVariantNumeric="tabular-nums"
            data-testid="chart-year-label"
          >
            {label.text}
          </Text>
        ))}
      </Box>
      <Box />
      <Text textAlign="center" fontSize="xs" color="fg.muted" aria-hidden>
        {xTitle}
      </Text>
    </Grid>
  );
}
