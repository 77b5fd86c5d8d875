import { Box, Flex, HStack, IconButton } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { lazy, Suspense, useState } from "react";
import { LuMenu } from "react-icons/lu";
import { useT } from "../../i18n";
import { FloatingBuyCredits } from "../credits/FloatingBuyCredits";
import { BrandMark } from "./SideNav";
import { navOpenAtom } from "./state";

const NavDrawer = lazy(() => import("./NavDrawer"));

/** Below 768 px: a top bar with the menu toggle, and the side nav as a slide-in drawer with a backdrop. */
export default function MobileNav() {
  const t = useT();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  // The drawer (a dialog machine) loads with the first tap on the menu button.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (navOpen && !drawerUsed) setDrawerUsed(true);
  return (
    <>
      <Flex
        align="center"
        justify="space-between"
        px="4"
        py="3"
        bg="navy.900"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Box minW="0" flex="1">
          <BrandMark compact />
        </Box>
        <HStack gap="1" flexShrink={0}>
          <FloatingBuyCredits />
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
        </HStack>
      </Flex>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
