import { Dialog } from "@chakra-ui/react";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import { DialogFrame } from "../../components/DialogFrame";
import { useI18n } from "../../i18n";
import { AnalyzeForm } from "./AnalyzeForm";
import { analyzeDialogAtom } from "./state";

/** 'Generate a Property Report': a listing link, a screenshot or PDF of the listing, or its pasted text. */
export default function AnalyzeDialog() {
  const { t } = useI18n();
  const [dialog, setDialog] = useAtom(analyzeDialogAtom);
  const [openings, setOpenings] = useState(0);

  useEffect(() => {
    if (dialog.open) setOpenings((n) => n + 1);
  }, [dialog.open]);

  return (
    <DialogFrame
      open={dialog.open}
      onOpenChange={(e) => setDialog((d) => ({ ...d, open: e.open }))}
      size="md"
      closeButton={t("common.close")}
    >
      <Dialog.Header>
        <Dialog.Title fontFamily="heading">{t("analyze.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <AnalyzeForm
          key={openings}
          initialUrl={dialog.url}
          initialTab={dialog.tab ?? "url"}
          initialText={dialog.text ?? ""}
          readAtOnce={dialog.read ?? false}
        />
      </Dialog.Body>
    </DialogFrame>
  );
}
