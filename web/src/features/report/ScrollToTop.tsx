import { IconButton } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuArrowUp } from "react-icons/lu";
import { useT } from "../../i18n";

/** SPEC §2: appears after scrolling more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
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
    >
      <LuArrowUp />
    </IconButton>
  );
}
