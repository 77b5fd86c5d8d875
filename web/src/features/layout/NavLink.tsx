import { Link as ChakraLink } from "@chakra-ui/react";
import { Link, type LinkProps } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { navOpenAtom } from "./state";

/** A side-nav entry; the router marks the current page with aria-current, which styles it. */
export function NavLink({ children, icon, ...linkProps }: LinkProps & { children: ReactNode; icon: ReactNode }) {
  // The drawer closes on route change; a link to the page already shown changes no route, so close here too.
  const setNavOpen = useSetAtom(navOpenAtom);
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2.5"
      borderRadius="lg"
      color="navy.50"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: "navy.800", textDecoration: "none" }}
      _currentPage={{ bg: "navy.700", color: "sun.300", boxShadow: "inset 3px 0 0 var(--chakra-colors-sun-400)" }}
      focusRingColor="sun.400"
    >
      <Link activeOptions={{ exact: true, includeSearch: false }} {...linkProps} onClick={() => setNavOpen(false)}>
        {icon}
        {children}
      </Link>
    </ChakraLink>
  );
}
