import { Box, CloseButton, Drawer, Flex, IconButton, Link, Portal } from "@chakra-ui/react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { LuMenu } from "react-icons/lu";
import { Toaster } from "../../components/ui/toaster";
import { useLocale, useT } from "../../i18n";
import { AnalyzeDialogs } from "../analyze/AnalyzeDialogs";
import { BrandMark, SideNav } from "./SideNav";
import { navOpenAtom } from "./state";

/** Shared layout (SPEC §2): a left side nav, a slide-in drawer with backdrop below 768 px. */
export function AppShell() {
  const t = useT();
  const locale = useLocale();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // The drawer closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change by design
  useEffect(() => {
    setNavOpen(false);
  }, [pathname, setNavOpen]);

  useEffect(() => {
    document.documentElement.lang = locale === "tl" ? "tl" : "en";
  }, [locale]);

  return (
    <Flex minH="100dvh" direction={{ base: "column", md: "row" }}>
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-40"
        zIndex={9999}
        bg="sun.400"
        color="navy.950"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: "2" }}
      >
        {t("app.skipToContent")}
      </Link>

      <Box
        as="aside"
        display={{ base: "none", md: "block" }}
        w="264px"
        flexShrink={0}
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
        bgGradient="to-b"
        gradientFrom="navy.900"
        gradientTo="navy.950"
      >
        <SideNav />
      </Box>

      <Flex
        display={{ base: "flex", md: "none" }}
        align="center"
        justify="space-between"
        px="4"
        py="3"
        bg="navy.900"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <BrandMark />
        <IconButton
          aria-label={t("nav.openMenu")}
          aria-expanded={navOpen}
          variant="ghost"
          color="white"
          _hover={{ bg: "navy.800" }}
          onClick={() => setNavOpen(true)}
          data-testid="nav-menu-button"
        >
          <LuMenu />
        </IconButton>
      </Flex>

      <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content
              w="80%"
              maxW="300px"
              bgGradient="to-b"
              gradientFrom="navy.900"
              gradientTo="navy.950"
              color="navy.50"
            >
              <Drawer.Title srOnly>{t("nav.main")}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" color="white" _hover={{ bg: "navy.800" }} aria-label={t("nav.closeMenu")} />
              </Drawer.CloseTrigger>
              <SideNav />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" outline="none">
        <Outlet />
      </Box>
      <Toaster />
      <AnalyzeDialogs />
    </Flex>
  );
}
