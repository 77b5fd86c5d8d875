import { ChakraProvider } from "@chakra-ui/react";
import createCache, { type StylisPlugin } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type ReactNode, useState } from "react";
import { system } from "./system";

/**
 * The few properties the browsers Suri supports still want with a -webkit- prefix (Safari: user-select,
 * text-size-adjust, backdrop-filter, mask; background-clip: text).
 */
const webkitOnly = /^(user-select|text-size-adjust|backdrop-filter|box-decoration-break|mask(-[a-z]+)?)$/;

const webkitWhereNeeded: StylisPlugin = (element) => {
  if (element.type !== "decl" || typeof element.props !== "string") return;
  if (webkitOnly.test(element.props) || (element.props === "background-clip" && element.children === "text"))
    element.return = `-webkit-${element.value}${element.value}`;
};

// One array for every render: the styling library memoizes its server-side work by this list.
const stylisPlugins = [webkitWhereNeeded];

/**
 * Chakra with Suri's system. The app is light-only for now, so no colour-mode provider is mounted.
 *
 * Styles are written without the styling library's default vendor prefixes (-webkit-box, -ms-flexbox,
 * @-webkit-keyframes …, for browsers long gone), which made up about a third of every page's CSS: a
 * rendered page carries all of it in its HTML and parses it before the first paint. Each render gets its
 * own cache (a server render must emit every style it uses); the key stays "css", the one the rendered
 * pages' style elements and the hydration expect.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: "css", stylisPlugins }));
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
