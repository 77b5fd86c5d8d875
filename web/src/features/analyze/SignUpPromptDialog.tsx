import { Button, Code, Dialog, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { DialogFrame } from "../../components/DialogFrame";
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
    <DialogFrame
      open={prompt !== null}
      onOpenChange={(e) => (e.open ? undefined : close())}
      testId="sign-up-required"
      content={{ mx: undefined }}
      closeButton={t("common.close")}
    >
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
    </DialogFrame>
  );
}
