import { Box, Flex, Link } from "@chakra-ui/react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { clearStaleToasts, Toaster } from "../../components/ui/toaster";
import { useLocale, useT } from "../../i18n";
import { useMediaQuery } from "../../lib/use-media-query";
import { AccountBar } from "../account/VerifyEmailBanner";
import { AnalyzeDialogs } from "../analyze/AnalyzeDialogs";
import { disclaimerPanelAtom } from "../marketing/state";
import { ChatBubble } from "./ChatBubble";
// Part of the first render (its drawer loads on the first tap): a lazy top bar would still be loading while
// a prerendered page hydrates, and the width settling right after would make React rebuild it.
import MobileNav from "./MobileNav";
import { SideNav } from "./SideNav";
import { navOpenAtom } from "./state";

const DisclaimerPanel = lazy(() => import("../marketing/DisclaimerPanel"));

/** The disclaimer side panel's code arrives the first time it is opened. */
function DisclaimerPanelOnDemand() {
  const open = useAtomValue(disclaimerPanelAtom);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <DisclaimerPanel />
    </Suspense>
  ) : null;
}

/** Shared layout (SPEC §2): a left side nav, a slide-in drawer with backdrop below 768 px. */
export function AppShell() {
  const t = useT();
  const locale = useLocale();
  const setNavOpen = useSetAtom(navOpenAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // One navigation in the DOM at a time: the sidebar from 768 px up, the drawer below (both, hidden by CSS
  // as the width requires, only while prerendered HTML is being hydrated).
  const wide = useMediaQuery("(min-width: 768px)");

  // The drawer closes whenever the route changes, and toasts of the previous page go.
  useEffect(() => {
    setNavOpen(false);
    clearStaleToasts(pathname);
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

      {wide !== false ? (
        <Box
          as="aside"
          hideBelow="md"
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
      ) : null}
      {wide !== true ? (
        <Box hideFrom="md" position="sticky" top="0" zIndex="sticky">
          <MobileNav />
        </Box>
      ) : null}

      {/* Room below the last figures for the floating chat and scroll-to-top buttons, so they cover none. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" outline="none" pb="40">
        <AccountBar />
        <Outlet />
      </Box>
      <ChatBubble />
      <Toaster />
      <AnalyzeDialogs />
      <DisclaimerPanelOnDemand />
    </Flex>
  );
}
