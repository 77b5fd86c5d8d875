import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { queryKeys } from "../../api/keys";
import { generateReportFromFile } from "../../api/uploads";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { verifyRefusedAtom } from "../account/state";
import { PrepareUploadError, prepareUpload } from "./prepare-upload";
import { analyzeDialogAtom, needsCreditsAtom, signUpPromptAtom, uploadOfferAtom } from "./state";
import { describeUploadError } from "./upload-errors";

/** One key per chosen file: pressing Analyze again for the same file can never start a second job. */
const uploadKeys = new WeakMap<File, string>();
const keyFor = (file: File) => {
  const key = uploadKeys.get(file) ?? crypto.randomUUID();
  uploadKeys.set(file, key);
  return key;
};

/**
 * 'Analyze Property File': shrink or read the file, send it, and go to the report (200) or to the
 * job's progress page (202). Failures follow SPEC §8 'File failure'; 402 is Payment Required.
 */
export function useUploadFile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);
  const setNeedsCredits = useSetAtom(needsCreditsAtom);
  const setUploadOffer = useSetAtom(uploadOfferAtom);
  const setVerifyRefused = useSetAtom(verifyRefusedAtom);

  return useMutation({
    mutationFn: async (file: File) => generateReportFromFile(await prepareUpload(file), keyFor(file)),
    onMutate: () => {
      setNeedsCredits(false);
      setUploadOffer(false);
    },
    onSuccess: async (answer) => {
      setDialog({ open: false, url: "" });
      // A credit is reserved (202) or spent (200), and a report may have been added.
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userReports });
      if ("reportId" in answer) {
        notify("success", t("ingest.doneTitle"), t("ingest.doneBody"));
        await navigate({ to: "/report/$id", params: { id: answer.reportId } });
        return;
      }
      notify("info", t("analyze.started"), t("analyze.startedBody"));
      await navigate({ to: "/pending-report/$jobId", params: { jobId: answer.jobId } });
    },
    onError: (error, file) => {
      if (error instanceof PrepareUploadError) {
        notify("error", t("ingest.errorTitle"), t(error.detail.key, error.detail.params));
        return;
      }
      const outcome = describeUploadError(error);
      if (outcome.kind === "sign_up") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        setDialog({ open: false, url: "" });
        setSignUpPrompt({ fileName: file.name });
        return;
      }
      if (outcome.kind === "verify_email") {
        setVerifyRefused(true);
        notify("error", t("verify.requiredTitle"), `${t("verify.requiredBody")} ${t("pending.noCreditUsed")}`);
        return;
      }
      const body = "key" in outcome.body ? t(outcome.body.key) : outcome.body.text;
      // Nothing was reserved, or the failed job's reservation was voided.
      notify("error", t(outcome.titleKey), `${body} ${t("pending.noCreditUsed")}`);
      if (outcome.kind === "payment") {
        setNeedsCredits(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      }
      // A failed job still changed the balance (its reservation was voided): refresh the counters.
      void queryClient.invalidateQueries({ queryKey: queryKeys.credits });
    },
  });
}
