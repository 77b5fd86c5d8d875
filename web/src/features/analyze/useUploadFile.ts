import { useMutation } from "@tanstack/react-query";
import { queryKeys } from "../../api/keys";
import { generateReportFromFile } from "../../api/uploads";
import { notify } from "../../components/ui/toaster";
import { PrepareUploadError, prepareUpload } from "./prepare-upload";
import { describeUploadError } from "./upload-errors";
import { useAnalyzeReactions } from "./useAnalyzeReactions";

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
  const r = useAnalyzeReactions();
  const { t } = r;

  return useMutation({
    mutationFn: async (file: File) => generateReportFromFile(await prepareUpload(file), keyFor(file)),
    onMutate: r.clearNotices,
    onSuccess: async (answer) => {
      r.closeDialog();
      // A credit is reserved (202) or spent (200), and a report may have been added.
      r.refreshUser();
      r.refreshCredits();
      void r.queryClient.invalidateQueries({ queryKey: queryKeys.userReports });
      if ("reportId" in answer) {
        notify("success", t("ingest.doneTitle"), t("ingest.doneBody"));
        await r.navigate({ to: "/report/$id", params: { id: answer.reportId } });
        return;
      }
      await r.followJob(answer.jobId);
    },
    onError: (error, file) => {
      if (error instanceof PrepareUploadError) {
        notify("error", t("ingest.errorTitle"), t(error.detail.key, error.detail.params));
        return;
      }
      const outcome = describeUploadError(error);
      if (outcome.kind === "sign_up") {
        r.refreshUser();
        r.closeDialog();
        r.setSignUpPrompt({ fileName: file.name });
        return;
      }
      if (outcome.kind === "verify_email") {
        r.sayVerifyFirst();
        return;
      }
      const body = "key" in outcome.body ? t(outcome.body.key) : outcome.body.text;
      // Nothing was reserved, or the failed job's reservation was voided.
      notify("error", t(outcome.titleKey), `${body} ${t("pending.noCreditUsed")}`);
      if (outcome.kind === "payment") {
        r.setNeedsCredits(true);
        r.refreshUser();
      }
      // A failed job still changed the balance (its reservation was voided): refresh the counters.
      r.refreshCredits();
    },
  });
}
