import { Alert, Box, Button, Code, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link, useRouterState } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { DevPage } from "../payment/DevOnly";

interface RawAnswer {
  status: number;
  body: string;
}

/** Fetches the report as the app would and returns the raw answer, whatever it is. */
async function fetchRaw(id: string): Promise<RawAnswer> {
  const response = await fetch(`/api/reports/${encodeURIComponent(id)}`, {
    credentials: "same-origin",
    headers: { accept: "application/json" },
  });
  const text = await response.text();
  let body = text;
  try {
    body = JSON.stringify(JSON.parse(text), null, 2);
  } catch {}
  return { status: response.status, body };
}

/** SPEC §2 debug page (development only): where am I, which id, and what does the API answer. */
export function TestReportPage({ id }: { id: string }) {
  const t = useT();
  const location = useRouterState({ select: (s) => s.location.href });
  const fetchReport = useMutation({ mutationFn: () => fetchRaw(id) });
  return (
    <DevPage title={t("debug.reportTitle")} maxW="4xl" gap="5">
      <Box p="4" bg="white" borderRadius="xl" borderWidth="1px">
        <Text>
          {t("debug.location")}: <Code data-testid="debug-location">{location}</Code>
        </Text>
        <Text>
          {t("debug.reportId")}: <Code data-testid="debug-report-id">{id}</Code>
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        {["48", "49"].map((sample) => (
          <Button key={sample} asChild variant="outline" size="sm">
            <Link to="/test-report/$id" params={{ id: sample }}>
              {t("debug.loadSample", { id: sample })}
            </Link>
          </Button>
        ))}
        <Button
          colorPalette="brand"
          size="sm"
          loading={fetchReport.isPending}
          onClick={() => fetchReport.mutate()}
          data-testid="debug-fetch"
        >
          {t("debug.fetch")}
        </Button>
      </HStack>
      {fetchReport.isError ? (
        <Alert.Root status="error" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{fetchReport.error.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {fetchReport.data ? (
        <Stack gap="2" data-testid="debug-response">
          <Text fontWeight="semibold">{t("debug.status", { status: fetchReport.data.status })}</Text>
          <Box
            as="pre"
            p="4"
            bg="navy.950"
            color="navy.50"
            borderRadius="xl"
            fontSize="xs"
            overflow="auto"
            maxH="96"
            tabIndex={0}
          >
            {fetchReport.data.body}
          </Box>
        </Stack>
      ) : null}
    </DevPage>
  );
}
