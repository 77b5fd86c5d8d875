import { Button, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useT } from "../../i18n";

const slowCheckAfterMs = 5_000;

/** Shown while the session check of a protected page runs; after 5 s it offers a way out (SPEC §2). */
export function AuthCheckPending({ failed = false }: { failed?: boolean }) {
  const t = useT();
  const [slow, setSlow] = useState(failed);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowCheckAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack align="center" textAlign="center" gap="4" py="24" px="6" role="status" aria-live="polite">
      {slow ? null : <Spinner size="lg" color="brand.solid" />}
      <Text fontWeight="medium">{slow ? t("authCheck.slow") : t("authCheck.waiting")}</Text>
      {slow ? (
        <HStack>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t("authCheck.reload")}
          </Button>
          <Button asChild colorPalette="brand">
            <Link to="/auth" search={{ tab: "login" }}>
              {t("authCheck.goToLogin")}
            </Link>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
