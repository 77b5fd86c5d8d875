import { Alert, Button, Center, EmptyState, HStack, SimpleGrid, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useMemo, useState } from "react";
import { LuColumns3, LuFileSearch } from "react-icons/lu";
import { userReportsQueryOptions } from "../../api/reports";
import { useT } from "../../i18n";
import { analyzeDialogAtom } from "../analyze/state";
import { AnalyzeNewCard } from "./AnalyzeNewCard";
import { type Arrangement, arrangeReports, facets, NO_ARRANGEMENT } from "./arrange";
import { DeleteDialog, RenameDialog } from "./ManageDialogs";
import { ReportCard } from "./ReportCard";
import { ReportsToolbar } from "./ReportsToolbar";

/** At most this many reports side by side. */
const COMPARE_MAX = 3;

/**
 * The user's reports in 1, 2 or 3 columns, led by 'Analyze New Property'. With `manage` (My Reports):
 * search, sort and filters, rename and delete, and 2–3 reports picked for a side-by-side comparison.
 */
export function ReportGrid({ manage = false }: { manage?: boolean }) {
  const t = useT();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const { data: reports, isPending, isError } = useQuery(userReportsQueryOptions());
  const [arrangement, setArrangement] = useState<Arrangement>(NO_ARRANGEMENT);
  const [selected, setSelected] = useState<string[]>([]);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const shown = useMemo(
    () => (reports && manage ? arrangeReports(reports, arrangement) : (reports ?? [])),
    [reports, manage, arrangement],
  );
  const options = useMemo(() => facets(reports ?? []), [reports]);
  const toggle = (id: string) =>
    setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id].slice(-COMPARE_MAX)));

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
    <Stack gap="5">
      {manage ? (
        <>
          <ReportsToolbar value={arrangement} onChange={setArrangement} types={options.types} cities={options.cities} />
          <HStack justify="space-between" wrap="wrap" gap="3" data-testid="compare-bar">
            <Text fontSize="sm" color="fg.muted">
              {t("manage.compareHint")}
            </Text>
            {selected.length >= 2 ? (
              <Button asChild colorPalette="brand" size="sm" data-testid="reports-compare">
                <Link to="/compare" search={{ ids: selected.join(",") }}>
                  <LuColumns3 aria-hidden /> {t("manage.compare", { count: selected.length })}
                </Link>
              </Button>
            ) : null}
          </HStack>
        </>
      ) : null}
      {manage && shown.length === 0 ? (
        <Text color="fg.muted" data-testid="reports-none">
          {t("manage.none")}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        <AnalyzeNewCard />
        {shown.map((item) => (
          <ReportCard
            key={item.id}
            item={item}
            manage={
              manage
                ? {
                    selected: selected.includes(item.id),
                    onToggle: () => toggle(item.id),
                    onRename: () => setRenaming({ id: item.id, title: item.reportData.title }),
                    onDelete: () => setDeleting({ id: item.id, title: item.reportData.title }),
                  }
                : undefined
            }
          />
        ))}
      </SimpleGrid>
      {renaming ? <RenameDialog target={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? (
        <DeleteDialog
          target={deleting}
          onClose={() => {
            setSelected((now) => now.filter((x) => x !== deleting.id));
            setDeleting(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
