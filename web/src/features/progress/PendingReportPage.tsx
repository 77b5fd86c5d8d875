import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  List,
  Progress,
  Spinner,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import {
  LuCircle,
  LuCircleCheck,
  LuClipboardType,
  LuLoaderCircle,
  LuRadio,
  LuRefreshCw,
  LuUpload,
} from "react-icons/lu";
import { isApiError } from "../../api/http";
import { useT } from "../../i18n";
import { formatElapsed } from "../../lib/dates";
import { linklessSourceKey } from "../../lib/listing-source";
import { analyzeDialogAtom, lastListingTextAtom } from "../analyze/state";
import { RefusedListPage } from "./ListCandidates";
import { NeedsDetailsForm } from "./NeedsDetailsForm";
import { displayedProgress, jobFailureView, stageIndex, stageMessageKey, visibleStages } from "./stages";
import { useJobProgress } from "./useJobProgress";

const completionRedirectMs = 1_000;

export function PendingReportPage({ jobId }: { jobId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const openAnalyze = useSetAtom(analyzeDialogAtom);
  const lastListingText = useAtomValue(lastListingTextAtom);
  const { job, error, isPending, socket, timedOut, elapsedMs, refetch } = useJobProgress(jobId);
  const asking = job?.status === "needs_details";

  const completedReportId = job?.status === "completed" ? job.reportId : null;
  useEffect(() => {
    if (!completedReportId) return;
    const timer = setTimeout(() => {
      void navigate({ to: "/report/$id", params: { id: completedReportId }, replace: true });
    }, completionRedirectMs);
    return () => clearTimeout(timer);
  }, [completedReportId, navigate]);

  // A needs_details job already completed with the user's figures: follow the job that makes the report.
  const continuedJobId = job?.continuedJobId;
  useEffect(() => {
    if (continuedJobId)
      void navigate({ to: "/pending-report/$jobId", params: { jobId: continuedJobId }, replace: true });
  }, [continuedJobId, navigate]);
  // A pushed needs_details carries what was read; should one come without it, read the job once.
  const missingReading = asking && !job?.needsDetails;
  useEffect(() => {
    if (missingReading) void refetch();
  }, [missingReading, refetch]);

  const tryAgain = () => {
    if (job?.status === "failed") {
      // A pasted text opens again with its words (when this tab sent them); an upload job has no link:
      // trying again means choosing a file again.
      if (job.sourceKind === "text") openAnalyze({ open: true, url: "", tab: "text", text: lastListingText });
      else openAnalyze({ open: true, url: job.propertyLink, tab: job.propertyLink ? "url" : "file" });
      void navigate({ to: "/" });
    } else {
      window.location.reload();
    }
  };
  const uploadInstead = () => openAnalyze({ open: true, url: "", tab: "file" });
  const pasteInstead = () => openAnalyze({ open: true, url: "", tab: "text" });
  const offerUpload = job?.status === "failed" && jobFailureView(job).offerUpload === true;
  // A search page is not the user's mistake: its listings are shown instead of an error.
  const listings = job?.status === "failed" && job.errorCode === "list_page" ? (job.candidates ?? []) : [];

  const actions = (
    <HStack gap="3" justify="center" pt="2" wrap="wrap">
      <Button asChild variant="outline">
        <Link to="/">{t("pending.returnHome")}</Link>
      </Button>
      <Button colorPalette="brand" onClick={tryAgain} data-testid="pending-try-again">
        <LuRefreshCw aria-hidden /> {t("pending.tryAgain")}
      </Button>
      {offerUpload ? (
        <Button colorPalette="brand" variant="subtle" onClick={uploadInstead} data-testid="upload-instead">
          <LuUpload aria-hidden /> {t("ingest.uploadInstead")}
        </Button>
      ) : null}
      {offerUpload ? (
        <Button colorPalette="brand" variant="subtle" onClick={pasteInstead} data-testid="paste-text-instead">
          <LuClipboardType aria-hidden /> {t("ingest.pasteInstead")}
        </Button>
      ) : null}
    </HStack>
  );

  let problem: { title: string | null; body: string } | null = null;
  if (!job && error) {
    const body = isApiError(error, 404)
      ? t("pending.notFound")
      : isApiError(error) && error.isNetworkError
        ? t("pending.networkFailed")
        : error.message || t("pending.checkFailed");
    problem = { title: t("pending.checkFailed"), body };
  } else if (job?.status === "failed") {
    const view = jobFailureView(job);
    problem = {
      title: t(view.titleKey),
      body: "key" in view.body ? t(view.body.key) : view.body.text,
    };
  } else if (job?.status === "completed" && !job.reportId) {
    problem = { title: null, body: t("gen.incomplete") };
  } else if (timedOut) {
    problem = { title: null, body: t("pending.timeout") };
  }

  const percent = job ? displayedProgress(job) : 0;
  const currentStep = job ? stageIndex(job.stage) : 0;

  return (
    <Container maxW="2xl" py={{ base: "8", md: "16" }}>
      <Box bg="white" borderRadius="2xl" borderWidth="1px" shadow="sm" p={{ base: "6", md: "10" }}>
        <Stack gap="6">
          <Flex justify="space-between" align="center" gap="4" wrap="wrap">
            <Heading as="h1" size="2xl">
              {t("pending.title")}
            </Heading>
            {job && !problem && job.status !== "completed" && !asking ? (
              <Badge colorPalette={socket === "open" ? "green" : "gray"} variant="subtle" data-testid="job-channel">
                {socket === "open" ? <LuRadio aria-hidden /> : <LuLoaderCircle aria-hidden />}
                {socket === "open" ? t("pending.live") : t("pending.polling")}
              </Badge>
            ) : null}
          </Flex>

          {job ? (
            <Box>
              <Text fontSize="sm" color="fg.muted">
                {t("pending.listing")}
              </Text>
              <Text wordBreak="break-all" fontSize="sm" data-testid="job-listing">
                {job.propertyLink || t(linklessSourceKey(job))}
              </Text>
            </Box>
          ) : null}

          {isPending && !job ? (
            <Flex justify="center" py="6">
              <Spinner size="lg" color="brand.solid" aria-label={t("common.loading")} />
            </Flex>
          ) : null}

          {asking && job?.needsDetails && !continuedJobId ? <NeedsDetailsForm key={job.jobId} job={job} /> : null}

          {job && job.status !== "failed" && !asking && !problem ? (
            <Stack gap="3">
              <Progress.Root value={percent} max={100} colorPalette="brand" size="lg" striped={percent < 100} animated>
                <Flex justify="space-between" align="baseline" mb="2">
                  <Progress.Label fontWeight="medium">{t("pending.progressLabel")}</Progress.Label>
                  <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid="job-progress-percent">
                    {percent}%
                  </Text>
                </Flex>
                <Progress.Track borderRadius="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Flex justify="space-between" gap="4" wrap="wrap" role="status" aria-live="polite">
                <Text fontWeight="medium" data-testid="job-stage-message">
                  {t(stageMessageKey(job))}
                </Text>
                <Text color="fg.muted" fontVariantNumeric="tabular-nums">
                  {t("pending.elapsed")} <span data-testid="job-elapsed">{formatElapsed(elapsedMs)}</span>
                </Text>
              </Flex>
              <List.Root variant="plain" gap="2" pt="2" aria-label={t("pending.progressLabel")}>
                {visibleStages.map((stage, index) => {
                  const done = index < currentStep || job.status === "completed";
                  const current = index === currentStep && job.status !== "completed";
                  return (
                    <List.Item
                      key={stage}
                      color={done ? "brand.fg" : current ? "fg" : "fg.subtle"}
                      fontWeight={current ? "semibold" : "normal"}
                      aria-current={current ? "step" : undefined}
                    >
                      <List.Indicator asChild>
                        {done ? <LuCircleCheck /> : current ? <LuLoaderCircle /> : <LuCircle />}
                      </List.Indicator>
                      {t(`pending.step.${stage}`)}
                    </List.Item>
                  );
                })}
              </List.Root>
            </Stack>
          ) : null}

          {problem && listings.length ? (
            <RefusedListPage
              candidates={listings}
              {...(job?.sourceKind !== "upload" && job?.sourceKind !== "text" && job?.propertyLink
                ? { pageLink: job.propertyLink }
                : {})}
            />
          ) : null}

          {problem && !listings.length ? (
            <Stack gap="4">
              <Alert.Root status={timedOut ? "warning" : "error"} borderRadius="lg" data-testid="job-error">
                <Alert.Indicator />
                <Alert.Content>
                  {problem.title ? <Alert.Title>{problem.title}</Alert.Title> : null}
                  <Alert.Description>{problem.body}</Alert.Description>
                  {job?.status === "failed" ? (
                    // A failed job's reservation is voided: the user should not wonder whether it cost them.
                    <Alert.Description mt="1" fontWeight="semibold" data-testid="no-credit-used">
                      {t("pending.noCreditUsed")}
                    </Alert.Description>
                  ) : null}
                  {offerUpload ? <Alert.Description mt="1">{t("ingest.uploadInsteadBody")}</Alert.Description> : null}
                  {offerUpload ? <Alert.Description mt="1">{t("ingest.pasteInsteadBody")}</Alert.Description> : null}
                </Alert.Content>
              </Alert.Root>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
