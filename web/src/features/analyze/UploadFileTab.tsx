import { Box, Button, Flex, HStack, Icon, Progress, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { type FormEvent, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { LuFileImage, LuFileText, LuUpload } from "react-icons/lu";
import { userQueryOptions } from "../../api/session";
import { notify } from "../../components/ui/toaster";
import { useT } from "../../i18n";
import { displayedProgress } from "../progress/stages";
import { NeedCreditsNotice } from "./NeedCreditsNotice";
import { analyzeDialogAtom, signUpPromptAtom } from "./state";
import { uploadStageMessageKey } from "./upload-progress";
import { type CatalogueMessage, formatMegabytes, rejectionMessage, sizeVerdict, UPLOAD_ACCEPT } from "./upload-rules";
import { useUploadFile } from "./useUploadFile";
import { useUploadProgress } from "./useUploadProgress";

/** While the request runs: indeterminate until the job's first pushed stage, then its real progress. */
function UploadProgress({ sentAt }: { sentAt: number }) {
  const t = useT();
  const job = useUploadProgress(sentAt);
  const percent = job ? displayedProgress(job) : null;
  return (
    <Stack gap="2" role="status" aria-live="polite" data-testid="upload-progress">
      <Progress.Root value={percent} max={100} colorPalette="brand" size="sm">
        <Progress.Label srOnly>{t("ingest.upload.progressLabel")}</Progress.Label>
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex justify="space-between" gap="3">
        <Text fontWeight="medium">{t(job ? uploadStageMessageKey(job) : "ingest.upload.reading")}</Text>
        {percent !== null ? <Text color="fg.muted">{percent}%</Text> : null}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t("ingest.upload.readingHint")}
      </Text>
    </Stack>
  );
}

/** The 'Upload File/Image' tab: one listing screenshot or PDF, checked here and again by the server. */
export function UploadFileTab({ outOfCredits }: { outOfCredits: boolean }) {
  const t = useT();
  const { data: user } = useQuery(userQueryOptions());
  const setDialog = useSetAtom(analyzeDialogAtom);
  const setSignUpPrompt = useSetAtom(signUpPromptAtom);
  const upload = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<CatalogueMessage | { text: string } | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const chosen = accepted[0];
    if (chosen && rejections.length === 0) {
      setFile(chosen);
      setProblem(null);
      return;
    }
    setProblem(rejectionMessage(rejections));
  };
  const dropzone = useDropzone({
    accept: UPLOAD_ACCEPT,
    multiple: false,
    maxFiles: 1,
    // No maxSize: a JPEG or PNG over 10 MB is shrunk, not refused (rejectionMessage names the limit).
    validator: (candidate) => (sizeVerdict(candidate).ok ? null : { code: "file-too-large", message: "" }),
    onDrop,
    noClick: file !== null,
    disabled: upload.isPending,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      notify("error", t("ingest.noFileTitle"), t("ingest.noFileBody"));
      return;
    }
    if (!user) {
      // SPEC §4: a visitor's file is not kept; the prompt asks to sign up and choose it again.
      setDialog({ open: false, url: "" });
      setSignUpPrompt({ fileName: file.name });
      return;
    }
    setSentAt(Date.now());
    upload.mutate(file, {
      onSuccess: () => setFile(null),
      onSettled: () => setSentAt(null),
    });
  };

  const message = problem ? ("key" in problem ? t(problem.key, problem.params) : problem.text) : null;
  const verdict = file ? sizeVerdict(file) : null;
  const shrink = verdict?.ok === true && verdict.shrink;
  const { isDragActive, isDragReject } = dropzone;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t("ingest.upload.hint")}
        </Text>
        <Box
          {...dropzone.getRootProps()}
          data-testid="upload-dropzone"
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="xl"
          borderColor={isDragReject || message ? "border.error" : isDragActive ? "brand.solid" : "border.emphasized"}
          bg={isDragActive ? "brand.subtle" : "bg.subtle"}
          p="5"
          cursor={file || upload.isPending ? "default" : "pointer"}
          transition="background 0.15s, border-color 0.15s"
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "2px" }}
        >
          <input {...dropzone.getInputProps()} data-testid="upload-input" />
          {file ? (
            <HStack gap="3" align="center">
              <Icon as={file.type === "application/pdf" ? LuFileText : LuFileImage} boxSize="8" color="brand.fg" />
              <Box minW="0" flex="1">
                <Text fontSize="xs" color="fg.muted">
                  {t("ingest.upload.selected")}
                </Text>
                <Text fontWeight="semibold" truncate data-testid="upload-file-name">
                  {file.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="upload-file-size">
                  {t("ingest.upload.sizeMb", { size: formatMegabytes(file.size) })}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                onClick={dropzone.open}
                disabled={upload.isPending}
                data-testid="upload-replace"
              >
                {t("ingest.upload.replace")}
              </Button>
            </HStack>
          ) : (
            <Stack align="center" textAlign="center" gap="1" py="4">
              <Icon as={LuUpload} boxSize="8" color="brand.fg" mb="2" />
              <Text fontWeight="semibold">
                {isDragReject
                  ? t("ingest.upload.dropRejectActive")
                  : isDragActive
                    ? t("ingest.upload.dropActive")
                    : t("ingest.upload.dropTitle")}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t("ingest.upload.dropOr")}
              </Text>
            </Stack>
          )}
        </Box>
        {message ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="upload-error">
            {message}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="xs">
            {shrink ? t("ingest.upload.willShrink") : t("ingest.upload.types")}
          </Text>
        )}
        {sentAt !== null && upload.isPending ? <UploadProgress sentAt={sentAt} /> : null}
        {outOfCredits ? <NeedCreditsNotice /> : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={upload.isPending}
          loadingText={t("ingest.upload.reading")}
          disabled={!file || outOfCredits}
          data-testid="upload-submit"
        >
          {t("analyze.submitFile")}
        </Button>
      </Stack>
    </form>
  );
}
