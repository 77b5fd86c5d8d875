import { CloseButton, Drawer, Flex, IconButton, Portal } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { LuMenu } from "react-icons/lu";
import { useT } from "../../i18n";
import { BrandMark, SideNav } from "./SideNav";
import { navOpenAtom } from "./state";

/** Below 768 px: a top bar with the menu toggle, and the side nav as a slide-in drawer with a backdrop. */
export default function MobileNav() {
  const t = useT();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
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

      <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start" lazyMount unmountOnExit>
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
    </>
  );
}
