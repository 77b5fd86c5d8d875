import { Badge, Box, Heading, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import type { Citation } from "@suri/contracts";
import { LuExternalLink } from "react-icons/lu";
import { useT } from "../../i18n";
import { renderWhenNear } from "./SectionCard";

const confidencePalette = { high: "green", medium: "yellow", low: "orange" } as const;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** "2026-11-ph-3" → "Nov 2026": when the market data was last updated, not our internal version name. */
function datasetMonth(version: string): string | null {
  const match = version.match(/^(\d{4})-(\d{2})/);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return date.toLocaleDateString("en-PH", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** Every citation the report relied on, numbered to match the [n] markers beside the figures. */
export function SourcesSection({ citations, datasetVersion }: { citations: Citation[]; datasetVersion: string }) {
  const t = useT();
  return (
    <Box
      as="section"
      aria-labelledby="sources-heading"
      bg="white"
      borderRadius="2xl"
      borderWidth="1px"
      p="6"
      data-testid="report-sources"
      css={renderWhenNear}
    >
      <Heading as="h2" size="lg" mb="1" id="sources-heading">
        {t("report.sources.title")}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {citations.length > 0 ? t("report.sources.intro") : t("report.sources.none")}
      </Text>
      <List.Root as="ol" gap="4" variant="plain">
        {citations.map((c, index) => (
          <List.Item
            key={`${c.kind}-${c.source}-${c.period ?? ""}-${c.url ?? ""}`}
            id={`source-${index + 1}`}
            scrollMarginTop="24"
          >
            <HStack align="flex-start" gap="3" minW="0">
              <Text fontWeight="bold" color="brand.fg" minW="8" aria-hidden>
                [{index + 1}]
              </Text>
              <Stack gap="1" minW="0">
                <Text fontWeight="medium" data-testid="source-publisher">
                  {c.publisher ?? c.source}
                  {c.outlet ? (
                    <Text as="span" fontWeight="normal" color="fg.muted">
                      {" "}
                      · {t("report.sources.reportedBy", { outlet: c.outlet })}
                    </Text>
                  ) : null}
                </Text>
                {c.title ? <Text fontStyle="italic">{`\u201c${c.title}\u201d`}</Text> : null}
                <HStack gap="2" wrap="wrap">
                  <Badge variant="subtle" colorPalette="navy">
                    {t(`report.kind.${c.kind}`)}
                  </Badge>
                  {c.period ? (
                    <Badge variant="outline" whiteSpace="normal" h="auto">
                      {t("report.sources.period", { period: c.period })}
                    </Badge>
                  ) : null}
                  <Badge variant="subtle" colorPalette={confidencePalette[c.confidence]}>
                    {t(`report.confidence.${c.confidence}`)}
                  </Badge>
                </HStack>
                {c.note ? (
                  <Text fontSize="sm" color="fg.muted">
                    {c.note}
                  </Text>
                ) : null}
                {c.url && /^https?:\/\//i.test(c.url) ? (
                  <Link
                    href={c.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    fontSize="sm"
                    color="brand.fg"
                    wordBreak="break-all"
                  >
                    {t("report.sources.open")} ({hostOf(c.url)}) <LuExternalLink aria-hidden />
                  </Link>
                ) : null}
              </Stack>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      {datasetMonth(datasetVersion) ? (
        <Text fontSize="xs" color="fg.subtle" mt="5">
          {t("report.sources.dataset", { version: datasetMonth(datasetVersion) ?? "" })}
        </Text>
      ) : null}
    </Box>
  );
}
