import { Box, Container, Flex, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useT } from "../../i18n";

/** The footer of the open pages: the year, the not-advice line and links to the other open pages. */
export function SiteFooter() {
  const t = useT();
  const year = new Date().getFullYear();
  const links = [
    { to: "/how-it-works", label: t("nav.howItWorks") },
    { to: "/about", label: t("nav.about") },
    { to: "/blog", label: t("nav.blog") },
    { to: "/pricing", label: t("creditsNav.pricing") },
    { to: "/disclaimer", label: t("nav.disclaimer") },
    { to: "/terms", label: t("legal.terms") },
    { to: "/privacy", label: t("legal.privacy") },
  ] as const;
  return (
    <Box as="footer" borderTopWidth="1px" py="8" bg="white">
      <Container maxW="5xl">
        <Stack gap="3" fontSize="sm" color="fg.muted">
          <Flex as="nav" aria-label={t("footer.nav")} gap="4" wrap="wrap">
            {links.map((link) => (
              <Link key={link.to} asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={link.to}>{link.label}</RouterLink>
              </Link>
            ))}
          </Flex>
          <Text>{t("footer.copyright", { year })}</Text>
          <Text>{t("footer.disclaimer")}</Text>
        </Stack>
      </Container>
    </Box>
  );
}
