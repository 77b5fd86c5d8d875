import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";

export function NotFound() {
  const t = useT();
  return (
    <Stack align="center" textAlign="center" gap="4" py="24" px="6">
      <Text fontSize="6xl" fontWeight="black" color="brand.200" lineHeight="1" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t("notFound.title")}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t("notFound.body")}
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">{t("notFound.home")}</Link>
      </Button>
    </Stack>
  );
}
