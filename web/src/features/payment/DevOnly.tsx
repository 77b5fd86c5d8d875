import {
  Button,
  Container,
  type ContainerProps,
  Heading,
  Spinner,
  Stack,
  type StackProps,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { diagnosticQueryOptions } from "../../api/credits";
import { isApiError } from "../../api/http";
import { useT } from "../../i18n";

/**
 * Development pages exist only where the server's diagnostic endpoints do: a 404 (production) shows
 * 'not available' and nothing else of the page.
 */
export function DevOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const { data, isPending, error } = useQuery(diagnosticQueryOptions("environment"));
  if (isPending) {
    return (
      <Stack align="center" py="24">
        <Spinner size="lg" color="brand.solid" aria-label={t("common.loading")} />
      </Stack>
    );
  }
  if (data === null || isApiError(error, 403)) {
    return (
      <Container maxW="xl" py="20">
        <Stack align="center" textAlign="center" gap="4" data-testid="dev-page-unavailable">
          <Heading as="h1" size="2xl">
            {t("diag.unavailableTitle")}
          </Heading>
          <Text color="fg.muted">{t("diag.unavailableBody")}</Text>
          <Button asChild colorPalette="brand">
            <Link to="/pricing">{t("diag.toPricing")}</Link>
          </Button>
        </Stack>
      </Container>
    );
  }
  return <>{children}</>;
}

/** A development page: its title over its content, shown only where DevOnly lets it. */
export function DevPage({
  title,
  maxW,
  gap,
  children,
}: {
  title: string;
  maxW: ContainerProps["maxW"];
  gap: StackProps["gap"];
  children: ReactNode;
}) {
  return (
    <DevOnly>
      <Container maxW={maxW} py="10">
        <Stack gap={gap}>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Container>
    </DevOnly>
  );
}
