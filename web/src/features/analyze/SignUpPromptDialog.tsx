import { Button, CloseButton, Code, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useT } from "../../i18n";
import { signUpPromptAtom } from "./state";

/**
 * SPEC §2 'Sign Up Required': shows the remembered link or the start of the pasted text (signing up or
 * in resumes the analysis), or the name of the file, which is not kept (SPEC §4): the visitor chooses it
 * again after signing up.
 */
export default function SignUpPromptDialog() {
  const t = useT();
  const [prompt, setPrompt] = useAtom(signUpPromptAtom);
  const close = () => setPrompt(null);
  const isFile = prompt !== null && "fileName" in prompt;
  const isText = prompt !== null && "listingText" in prompt;
  const asked =
    prompt === null
      ? null
      : "fileName" in prompt
        ? prompt.fileName
        : "link" in prompt
          ? prompt.link
          : prompt.listingText;

  return (
    <Dialog.Root open={prompt !== null} onOpenChange={(e) => (e.open ? undefined : close())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" data-testid="sign-up-required">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{t("analyze.signUpRequired")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {isFile ? t("ingest.signUpFileBody") : isText ? t("ingest.signUpTextBody") : t("analyze.signUpBody")}
                </Text>
                <Code p="2" borderRadius="md" wordBreak={isText ? "break-word" : "break-all"} whiteSpace="normal">
                  {asked}
                </Code>
                {isFile ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t("ingest.signUpFileNotKept")}
                  </Text>
                ) : null}
                <Text fontWeight="semibold" color="brand.fg">
                  {t("analyze.firstFree")}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild variant="outline" onClick={close}>
                <Link to="/auth" search={{ tab: "login" }}>
                  {t("analyze.logIn")}
                </Link>
              </Button>
              <Button asChild colorPalette="brand" onClick={close}>
                <Link to="/auth">{t("analyze.signUp")}</Link>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
