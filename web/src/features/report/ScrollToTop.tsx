import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuArrowUp } from "react-icons/lu";
import { useT } from "../../i18n";
import { bubbleAfterScroll, bubbleAtTop } from "../layout/chat-bubble";

/**
 * SPEC §2: appears after scrolling more than 300 px — and, like the chat bubble, steps aside while the
 * reader scrolls down, so it never sits over the figures being read; scrolling back up brings it.
 */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const t = useT();
  const [scroll, setScroll] = useState(bubbleAtTop);
  const visible = scroll.visible && scroll.lastY > SCROLL_TO_TOP_THRESHOLD_PX;
  useEffect(() => {
    const onScroll = () => setScroll((s) => bubbleAfterScroll(s, window.scrollY));
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t("report.scrollTop")}
      position="fixed"
      // Above the chat bubble (bottom right), so the two never sit on each other.
      bottom={{ base: "20", md: "24" }}
      insetEnd={{ base: "4", md: "6" }}
      borderRadius="full"
      colorPalette="brand"
      shadow="lg"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      data-testid="scroll-to-top"
    >
      <LuArrowUp />
    </IconButton>
  );
}
