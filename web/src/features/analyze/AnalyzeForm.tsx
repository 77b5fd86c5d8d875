import { Alert, Button, Field, HStack, Input, Stack, Tabs } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { PasteTextTab } from "./PasteTextTab";
import { type AnalyzeTab, analyzeTabs, needsCreditsAtom, uploadOfferAtom } from "./state";
import { UploadFileTab } from "./UploadFileTab";
import { lacksCredits, useAnalyzeSubmit } from "./useAnalyzeSubmit";
import { useLinkForm } from "./useLinkForm";

/**
 * An unreadable site (blocked, login wall): the listing can still be read from a screenshot or PDF, or
 * from its own words pasted.
 */
function UnreadableSiteOffer({ onUpload, onPaste }: { onUpload: () => void; onPaste: () => void }) {
  const { t } = useI18n();
  return (
    <Alert.Root status="info" borderRadius="lg" flexWrap="wrap" data-testid="upload-offer">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t("ingest.uploadInsteadBody")}</Alert.Description>
        <Alert.Description mt="1">{t("ingest.pasteInsteadBody")}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" wrap="wrap" w="full" justify="flex-end">
        <Button size="sm" colorPalette="brand" variant="outline" onClick={onUpload} data-testid="upload-instead">
          {t("ingest.uploadInstead")}
        </Button>
        <Button size="sm" colorPalette="brand" variant="outline" onClick={onPaste} data-testid="paste-text-instead">
          {t("ingest.pasteInstead")}
        </Button>
      </HStack>
    </Alert.Root>
  );
}

const tabOf = (value: string): AnalyzeTab => analyzeTabs.find((tab) => tab === value) ?? "url";

/**
 * The three ways in (a listing link, a screenshot or PDF of the listing, or its pasted text), shared by
 * the dialog and the /analyze page. Mounted fresh each time it is shown, so an earlier attempt's refusal
 * is re-checked.
 */
export function AnalyzeForm({
  initialUrl = "",
  initialTab = "url",
  initialText = "",
  readAtOnce = false,
}: {
  initialUrl?: string;
  initialTab?: AnalyzeTab;
  initialText?: string;
  /** Read `initialText` at once: what we read is shown to be confirmed. */
  readAtOnce?: boolean;
}) {
  const { t, tv } = useI18n();
  const [refusedForCredits, setRefusedForCredits] = useAtom(needsCreditsAtom);
  const { submit, isPending, user } = useAnalyzeSubmit();
  const { link, error, onSubmit, linkInput } = useLinkForm(submit, initialUrl);
  const [tab, setTab] = useState<AnalyzeTab>(initialTab);
  const [uploadOffered, setUploadOffered] = useAtom(uploadOfferAtom);

  useEffect(() => {
    // A 402 from an earlier attempt is re-checked against the current balance on each opening.
    setRefusedForCredits(false);
    setUploadOffered(false);
  }, [setRefusedForCredits, setUploadOffered]);

  const outOfCredits = lacksCredits(user) || refusedForCredits;

  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(tabOf(e.value))} variant="enclosed" fitted>
      <Tabs.List>
        <Tabs.Trigger value="url">{t("analyze.tabUrl")}</Tabs.Trigger>
        <Tabs.Trigger value="file" data-testid="upload-tab">
          {t("analyze.tabFile")}
        </Tabs.Trigger>
        <Tabs.Trigger value="text" data-testid="paste-text-tab">
          {t("ingest.text.tab")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="url">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={!!error}>
              <Field.Label>{t("analyze.linkLabel")}</Field.Label>
              <Input
                {...linkInput}
                placeholder={t("analyze.linkPlaceholder")}
                data-testid="analyze-dialog-link-input"
              />
              {error ? (
                <Field.ErrorText>{tv(error)}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t("analyze.linkHint")}</Field.HelperText>
              )}
            </Field.Root>
            {uploadOffered ? (
              <UnreadableSiteOffer onUpload={() => setTab("file")} onPaste={() => setTab("text")} />
            ) : null}
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
        <UploadFileTab outOfCredits={outOfCredits} />
      </Tabs.Content>
      <Tabs.Content value="text">
        <PasteTextTab outOfCredits={outOfCredits} initialText={initialText} readAtOnce={readAtOnce} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
