import { Alert, Button, Center, Container, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { isApiError } from "../../api/http";
import { reportQueryOptions } from "../../api/reports";
import { userQueryOptions } from "../../api/session";
import { type Translate, useLocale, useT } from "../../i18n";
import { ReportView } from "./ReportView";

function errorMessage(t: Translate, error: Error): string {
  if (isApiError(error)) {
    if (error.status === 410) return t("report.expired");
    if (error.status === 403 || error.status === 404) return t("report.errorPermission");
    if (error.status === 401) return t("report.errorAuth");
    if (error.isNetworkError || error.code === "invalid_response") return t("report.errorGeneric");
    return t("report.errorStatus", { status: error.status });
  }
  return t("report.errorGeneric");
}

export function ReportPage({ id }: { id: string }) {
  const t = useT();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(reportQueryOptions(id, useLocale()));
  const revalidated = useRef(false);
  const handledFailureAt = useRef(0);

  // SPEC §4: a 401 revalidates the session and retries once; a second 401 goes to login.
  const unauthorized = isApiError(query.error, 401);
  const { refetch, errorUpdatedAt } = query;
  useEffect(() => {
    if (!unauthorized || handledFailureAt.current === errorUpdatedAt) return;
    handledFailureAt.current = errorUpdatedAt;
    const here = `/report/${encodeURIComponent(id)}`;
    const toLogin = () => navigate({ to: "/auth", search: { redirect: here } });
    if (revalidated.current) {
      void toLogin();
      return;
    }
    revalidated.current = true;
    void queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 }).then(
      (user) => {
        if (user) void refetch();
        else void toLogin();
      },
      () => void toLogin(),
    );
  }, [unauthorized, errorUpdatedAt, id, navigate, queryClient, refetch]);

  if (query.isPending || (unauthorized && !revalidated.current)) {
    return (
      <Center py="24" flexDirection="column" gap="4">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{t("report.loading")}</Text>
      </Center>
    );
  }

  if (query.isError) {
    return (
      <Container maxW="2xl" py="16">
        <Stack gap="5">
          <Alert.Root status="error" borderRadius="xl" data-testid="report-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {isApiError(query.error, 410) ? t("report.expiredTitle") : t("report.errorTitle")}
              </Alert.Title>
              <Alert.Description>{errorMessage(t, query.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <HStack gap="3">
            <Button variant="outline" onClick={() => router.history.back()}>
              {t("report.back")}
            </Button>
            <Button colorPalette="brand" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t("report.tryAgain")}
            </Button>
          </HStack>
        </Stack>
      </Container>
    );
  }

  return <ReportView record={query.data} />;
}
