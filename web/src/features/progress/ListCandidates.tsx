import { Box, Button, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ListCandidate } from "@suri/contracts";
import { useT } from "../../i18n";
import { formatPeso } from "../../lib/format";

/**
 * A list page's own listings, so the user can pick the one they meant: open it on its site, or
 * analyze it straight away (the analyze dialog opens with its link; nothing is charged until they confirm).
 */
export function ListCandidates({
  candidates,
  onAnalyze,
}: {
  candidates: readonly ListCandidate[];
  onAnalyze: (url: string) => void;
}) {
  const t = useT();
  if (!candidates.length) return null;
  return (
    <Stack gap="2" data-testid="list-candidates">
      <Text fontWeight="semibold">{t("pending.candidatesTitle")}</Text>
      <List.Root gap="2" variant="plain">
        {candidates.map((candidate) => (
          <List.Item key={candidate.url}>
            <HStack justify="space-between" gap="3" w="full" borderWidth="1px" borderRadius="md" p="3" wrap="wrap">
              <Box minW="0" flex="1">
                <Link href={candidate.url} target="_blank" rel="noopener noreferrer nofollow" wordBreak="break-word">
                  {candidate.title || candidate.url}
                </Link>
                {candidate.priceCentavos !== undefined ? (
                  <Text fontSize="sm" color="fg.muted">
                    {formatPeso(candidate.priceCentavos / 100)}
                  </Text>
                ) : null}
              </Box>
              <Button size="sm" variant="outline" onClick={() => onAnalyze(candidate.url)}>
                {t("pending.analyzeCandidate")}
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
