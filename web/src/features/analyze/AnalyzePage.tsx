import { Box, Container, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { PageTitle } from "../../components/PageTitle";
import { useT } from "../../i18n";
import { AnalyzeForm } from "./AnalyzeForm";
import type { AnalyzeTab } from "./state";

/** /analyze: the analyze dialog as a page of its own, for links and bookmarks (?tab=text opens the paste tab). */
export function AnalyzePage({ url, tab }: { url?: string | undefined; tab?: AnalyzeTab | undefined }) {
  const t = useT();
  return (
    <Container maxW="2xl" py={{ base: "8", md: "14" }}>
      <Stack gap="6">
        <PageTitle title={t("analyze.title")} lead={t("analyzePage.intro")} />
        <Box p={{ base: "5", md: "8" }} bg="white" borderRadius="2xl" borderWidth="1px">
          <AnalyzeForm initialUrl={url ?? ""} initialTab={tab ?? "url"} />
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t("analyzePage.sampleHint")}{" "}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/demo-report">{t("analyzePage.sampleLink")}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
