import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { CalculatorDefaults } from "@suri/contracts";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { isApiError } from "../../api/http";
import { reportQueryOptions } from "../../api/reports";
import { useLocale, useT } from "../../i18n";
import { PageSpinner } from "../report/SectionCard";
import { CalculatorForm } from "./CalculatorForm";
import { CalculatorResults } from "./CalculatorResults";
import type { CalculatorInputs } from "./calculator-model";
import { KeyInfo } from "./KeyInfo";

function Calculator({ defaults, reportId, title }: { defaults: CalculatorInputs; reportId: string; title: string }) {
  const t = useT();
  const [inputs, setInputs] = useState<CalculatorInputs>(defaults);
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} data-testid="calculator-title">
          {t("calc.title")}
        </Heading>
        <Text color="fg.muted" mt="1">
          {title}
        </Text>
      </Box>
      <KeyInfo />
      <CalculatorForm inputs={inputs} onChange={setInputs} onReset={() => setInputs(defaults)} />
      <CalculatorResults inputs={inputs} />
      <Button asChild variant="outline" alignSelf="flex-start">
        <Link to="/report/$id" params={{ id: reportId }}>
          {t("calc.backToReport")}
        </Link>
      </Button>
    </Stack>
  );
}

function withPrice(d: CalculatorDefaults | null | undefined): CalculatorInputs | null {
  return d && d.price !== null ? { ...d, price: d.price } : null;
}

/** SPEC §2 'Detailed Investment Analysis' (/reports/{id}/investment-calculator): the report's cited inputs, editable. */
export function CalculatorPage({ id }: { id: string }) {
  const t = useT();
  const query = useQuery(reportQueryOptions(id, useLocale()));
  if (query.isPending) return <PageSpinner label={t("calc.loading")} />;
  const defaults = query.isSuccess ? withPrice(query.data.reportData.financialAnalysis.calculatorDefaults) : null;
  if (query.isError || !defaults) {
    const signIn = isApiError(query.error, 401);
    return (
      <Container maxW="2xl" py="16">
        <Alert.Root status="error" borderRadius="xl" data-testid="calculator-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("calc.errorTitle")}</Alert.Title>
            <Alert.Description>
              {signIn
                ? t("card.signIn")
                : isApiError(query.error, 410)
                  ? t("report.expired")
                  : query.isSuccess
                    ? t("calc.noPrice")
                    : t("report.errorGeneric")}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <HStack mt="5">
          <Button asChild colorPalette="brand">
            {signIn ? (
              <Link to="/auth" search={{ tab: "login", redirect: `/reports/${id}/investment-calculator` }}>
                {t("nav.login")}
              </Link>
            ) : (
              <Link to="/reports">{t("calc.returnToDashboard")}</Link>
            )}
          </Button>
        </HStack>
      </Container>
    );
  }
  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Calculator defaults={defaults} reportId={id} title={query.data.reportData.title} />
    </Container>
  );
}
