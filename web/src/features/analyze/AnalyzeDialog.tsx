import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Tabs, Text } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import { useI18n } from "../../i18n";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { analyzeDialogAtom, needsCreditsAtom } from "./state";
import { lacksCredits, useAnalyzeSubmit } from "./useAnalyzeSubmit";
import { validatePropertyLink } from "./validate-link";

/** 'Generate a Property Report': the link tab works; file analysis is announced, not faked. */
export default function AnalyzeDialog() {
  const { t, tv } = useI18n();
  const [dialog, setDialog] = useAtom(analyzeDialogAtom);
  const [refusedForCredits, setRefusedForCredits] = useAtom(needsCreditsAtom);
  const { submit, isPending, user } = useAnalyzeSubmit();
  const [link, setLink] = useState(dialog.url);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState("url");

  useEffect(() => {
    if (dialog.open) {
      setLink(dialog.url);
      setError(null);
      // A 402 from an earlier attempt is re-checked against the current balance on each opening.
      setRefusedForCredits(false);
    }
  }, [dialog.open, dialog.url, setRefusedForCredits]);

  const outOfCredits = lacksCredits(user) || refusedForCredits;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePropertyLink(link);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    submit(result.link);
  };

  return (
    <Dialog.Root
      open={dialog.open}
      onOpenChange={(e) => setDialog((d) => ({ ...d, open: e.open }))}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="2xl" mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{t("analyze.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="enclosed" fitted>
                <Tabs.List>
                  <Tabs.Trigger value="url">{t("analyze.tabUrl")}</Tabs.Trigger>
                  <Tabs.Trigger value="file">{t("analyze.tabFile")}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="url">
                  <form onSubmit={onSubmit} noValidate>
                    <Stack gap="4">
                      <Field.Root invalid={!!error}>
                        <Field.Label>{t("analyze.linkLabel")}</Field.Label>
                        <Input
                          type="url"
                          inputMode="url"
                          autoComplete="url"
                          placeholder={t("analyze.linkPlaceholder")}
                          value={link}
                          onChange={(e) => setLink(e.target.value)}
                          data-testid="analyze-dialog-link-input"
                        />
                        {error ? (
                          <Field.ErrorText>{tv(error)}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>{t("analyze.linkHint")}</Field.HelperText>
                        )}
                      </Field.Root>
                      {outOfCredits ? <NeedCreditsNotice /> : null}
                      <Button
                        type="submit"
                        colorPalette="brand"
                        size="lg"
                        loading={isPending}
                        disabled={!link.trim() || outOfCredits}
                        data-testid="analyze-dialog-submit"
                      >
                        {t("analyze.submitUrl")}
                      </Button>
                    </Stack>
                  </form>
                </Tabs.Content>
                <Tabs.Content value="file">
                  <Stack gap="4">
                    <Text color="fg.muted">{t("analyze.fileSoon")}</Text>
                    <Button size="lg" disabled>
                      {t("analyze.submitFile")}
                    </Button>
                  </Stack>
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
