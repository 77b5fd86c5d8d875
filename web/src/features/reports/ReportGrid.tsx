import { Alert, Button, Center, EmptyState, SimpleGrid, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { LuFileSearch } from "react-icons/lu";
import { userReportsQueryOptions } from "../../api/reports";
import { useT } from "../../i18n";
import { analyzeDialogAtom } from "../analyze/state";
import { AnalyzeNewCard } from "./AnalyzeNewCard";
import { ReportCard } from "./ReportCard";

/** The user's reports in 1, 2 or 3 columns, led by 'Analyze New Property'. */
export function ReportGrid() {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const { data: reports, isPending, isError } = useQuery(userReportsQueryOptions());

  if (isPending) {
    return (
      <Center py="16" flexDirection="column" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t("reports.loading")}</Text>
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error" borderRadius="xl">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("reports.failed")}</Alert.Title>
          <Alert.Description>{t("reports.failedBody")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (reports.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="2xl" bg="white" data-testid="reports-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFileSearch />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t("reports.empty")}</EmptyState.Title>
            <EmptyState.Description>{t("reports.emptyBody")}</EmptyState.Description>
          </VStack>
          <Button colorPalette="brand" onClick={() => openAnalyze({ open: true, url: "" })}>
            {t("reports.emptyAction")}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        <AnalyzeNewCard />
        {reports.map((item) => (
          <ReportCard key={item.id} item={item} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
