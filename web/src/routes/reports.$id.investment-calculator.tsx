import { Alert, Container } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { reportQueryOptions } from "../api/reports";
import { CalculatorPage } from "../features/calculator/CalculatorPage";
import { useT } from "../i18n";

const reportId = z.string().uuid();

/** SPEC §2 'Detailed Investment Analysis': an open route; the report behind it needs its owner's login. */
export const Route = createFileRoute("/reports/$id/investment-calculator")({
  loader: ({ context: { queryClient, locale }, params: { id } }) => {
    if (reportId.safeParse(id).success) void queryClient.prefetchQuery(reportQueryOptions(id, locale()));
  },
  component: CalculatorRoute,
});

function CalculatorRoute() {
  const t = useT();
  const { id } = Route.useParams();
  if (!reportId.safeParse(id).success) {
    return (
      <Container maxW="2xl" py="16">
        <Alert.Root status="error" borderRadius="xl">
          <Alert.Indicator />
          <Alert.Title>{t("calc.noId")}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <CalculatorPage id={id} />;
}
