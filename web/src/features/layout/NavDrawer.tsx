import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { useT } from "../../i18n";
import { SideNav } from "./SideNav";
import { navOpenAtom } from "./state";

/** The side navigation as a slide-in drawer with a dimmed backdrop (below 768 px). */
export default function NavDrawer() {
  const t = useT();
  const [navOpen, setNavOpen] = useAtom(navOpenAtom);
  return (
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
  );
}
