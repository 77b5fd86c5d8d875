import { Box, Button, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";
import { useT } from "../../i18n";

/** The narrow card the mailed-link pages share (forgot, reset, verify), readable from 375 px up. */
export function LinkPageCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Container maxW="lg" py={{ base: "8", md: "16" }}>
      <Box bg="white" borderRadius="2xl" borderWidth="1px" p={{ base: "5", md: "8" }} shadow="sm">
        <Stack gap="5">
          <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
          {children}
        </Stack>
      </Box>
    </Container>
  );
}

/** A mailed-link page's form: its fields, the submit button, and the way back to the login tab. */
export function LinkPageForm({
  label,
  onSubmit,
  submitLabel,
  pending,
  submitTestId,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  submitTestId: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        {children}
        <Button type="submit" colorPalette="brand" size="lg" loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
        <BackToLoginLink />
      </Stack>
    </form>
  );
}

/** The quiet link under a mailed-link page's form, back to the login tab. */
export function BackToLoginLink() {
  const t = useT();
  return (
    <Link asChild fontSize="sm" color="brand.fg" alignSelf="start">
      <RouterLink to="/auth" search={{ tab: "login" }}>
        {t("forgot.backToLogin")}
      </RouterLink>
    </Link>
  );
}
