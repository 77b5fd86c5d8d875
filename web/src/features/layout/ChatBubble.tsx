import { Box, Button, CloseButton, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import { LuMail, LuMessageCircle } from "react-icons/lu";
import { useT } from "../../i18n";
import { siteConfig } from "../../lib/site-config";
import { chatPanelAtom } from "../marketing/state";
import { bubbleAfterScroll, bubbleAtTop } from "./chat-bubble";

/** SPEC §2 chat bubble: a floating button that steps aside while reading and opens 'Chat with us'. */
export function ChatBubble() {
  const t = useT();
  const [open, setOpen] = useAtom(chatPanelAtom);
  const [scroll, setScroll] = useState(bubbleAtTop);

  useEffect(() => {
    const onScroll = () => setScroll((s) => bubbleAfterScroll(s, window.scrollY));
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const visible = scroll.visible || open;
  const target = siteConfig.chatUrl ?? `mailto:${siteConfig.contactEmail}`;

  return (
    <Box
      position="fixed"
      insetEnd={{ base: "4", md: "6" }}
      bottom={{ base: "4", md: "6" }}
      zIndex="overlay"
      data-testid="chat-bubble"
      data-visible={visible}
      transition="transform 0.2s ease, opacity 0.2s ease"
      transform={visible ? "translateY(0)" : "translateY(150%)"}
      opacity={visible ? 1 : 0}
      pointerEvents={visible ? "auto" : "none"}
      inert={visible ? undefined : true}
    >
      {open ? (
        <Stack
          id="chat-panel"
          role="dialog"
          aria-labelledby="chat-panel-title"
          gap="3"
          p="4"
          mb="3"
          w="72"
          maxW="calc(100vw - 2rem)"
          bg="white"
          borderRadius="xl"
          borderWidth="1px"
          boxShadow="lg"
          position="relative"
          data-testid="chat-panel"
        >
          <CloseButton
            size="xs"
            position="absolute"
            top="2"
            insetEnd="2"
            aria-label={t("common.close")}
            onClick={() => setOpen(false)}
          />
          <Heading as="h2" size="sm" id="chat-panel-title">
            {t("chat.title")}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t("chat.question")}
          </Text>
          <Button asChild colorPalette="brand" size="sm">
            <a href={target} target="_blank" rel="noopener noreferrer" data-testid="chat-open">
              {siteConfig.chatUrl ? <LuMessageCircle aria-hidden /> : <LuMail aria-hidden />}
              {siteConfig.chatUrl ? t("chat.openMessenger") : t("chat.email")}
            </a>
          </Button>
        </Stack>
      ) : null}
      <Box display="flex" justifyContent="flex-end">
        <IconButton
          aria-label={t("chat.title")}
          aria-expanded={open}
          aria-controls={open ? "chat-panel" : undefined}
          size="xl"
          borderRadius="full"
          colorPalette="brand"
          boxShadow="lg"
          onClick={() => setOpen((o) => !o)}
          data-testid="chat-bubble-button"
        >
          <LuMessageCircle />
        </IconButton>
      </Box>
    </Box>
  );
}
