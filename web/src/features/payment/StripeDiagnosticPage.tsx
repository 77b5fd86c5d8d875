import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LuRefreshCw } from "react-icons/lu";
import { type DiagnosticReport, diagnosticQueryOptions, paymentConfigQueryOptions } from "../../api/credits";
import { isApiError } from "../../api/http";
import { useT } from "../../i18n";
import { ConfigErrorAlert } from "./ConfigErrorAlert";
import { DevOnly } from "./DevOnly";
import { DiagnosticList } from "./DiagnosticList";
import { PaymentConfigSummary } from "./PaymentConfigSummary";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" p="6" bg="white" borderRadius="xl" borderWidth="1px">
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function statusOf(error: unknown): number | string {
  return isApiError(error) ? error.status : "network";
}

/** One of the server's diagnostic reports under its title: its checks, why it could not be fetched, or loading. */
function ServerCheck({
  title,
  check,
  failed,
  testId,
}: {
  title: string;
  check: UseQueryResult<DiagnosticReport | null>;
  failed: (status: number | string) => string;
  testId: string;
}) {
  const t = useT();
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {check.isError ? (
        <Text color="fg.error">{failed(statusOf(check.error))}</Text>
      ) : check.data ? (
        <DiagnosticList report={check.data} testId={testId} />
      ) : (
        <Text color="fg.muted">{t("common.loading")}</Text>
      )}
    </Box>
  );
}

function Checks() {
  const t = useT();
  const environment = useQuery(diagnosticQueryOptions("environment"));
  const stripe = useQuery(diagnosticQueryOptions("stripe-config"));
  const config = useQuery({ ...paymentConfigQueryOptions(), staleTime: 0 });
  const running = environment.isFetching || stripe.isFetching || config.isFetching;
  const rerun = () => {
    void environment.refetch();
    void stripe.refetch();
    void config.refetch();
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t("diag.title")}
        </Heading>
        <Button variant="outline" loading={running} onClick={rerun} data-testid="diag-rerun">
          <LuRefreshCw aria-hidden /> {t("diag.rerun")}
        </Button>
      </HStack>
      <Text color="fg.muted">{t("diag.intro")}</Text>

      <Section title={t("diag.server")}>
        <Stack gap="6">
          <ServerCheck
            title={t("diag.stripeConfig")}
            check={stripe}
            failed={(status) => t("diag.configFailed", { status })}
            testId="diag-stripe-config"
          />
          <ServerCheck
            title={t("diag.environment")}
            check={environment}
            failed={(status) => t("diag.environmentFailed", { status })}
            testId="diag-environment"
          />
        </Stack>
      </Section>

      <Section title={t("diag.client")}>
        <Stack gap="4">
          {config.isError ? (
            <ConfigErrorAlert error={config.error} />
          ) : config.data ? (
            <PaymentConfigSummary config={config.data} />
          ) : (
            <Text color="fg.muted">{t("common.loading")}</Text>
          )}
          <HStack justify="space-between">
            <Text>{t("diag.clientLibrary")}</Text>
            <Badge colorPalette="gray" variant="subtle">
              {t("diag.clientLibraryValue")}
            </Badge>
          </HStack>
        </Stack>
      </Section>

      <Box>
        <Button asChild colorPalette="brand">
          <Link to="/pricing">{t("diag.toPricing")}</Link>
        </Button>
      </Box>
    </Stack>
  );
}

/** /stripe-diagnostic (SPEC "payment diagnostic"): presence checks only, never a key; off in production. */
export function StripeDiagnosticPage() {
  return (
    <Container maxW="3xl" py={{ base: "8", md: "12" }}>
      <DevOnly>
        <Checks />
      </DevOnly>
    </Container>
  );
}
