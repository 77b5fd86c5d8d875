import { ApiErrorSchema, isTerminalStage, JobProgressMessageSchema, type ReportJob, subjects } from "@suri/contracts";
import { AppError, loadConfig, type Runtime } from "@suri/kit";
import { checkUpload, decodeDataUrl } from "@suri/netguard";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ReportRates } from "../limits/report-rates";
import { startJob } from "../reports/routes";

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const UploadConfigSchema = z.object({
  /** SPEC §5: one file of at most 10 MB (10 485 760 bytes), decoded. */
  UPLOAD_BYTES_MAX: int(10 * 1024 * 1024),
  /** Width × height an uploaded image may declare (decompression bombs). */
  UPLOAD_PIXELS_MAX: int(40_000_000),
  /** How long the upload request waits for its report before answering 202 with the job id. */
  UPLOAD_WAIT_MS: int(60_000),
  UPLOADS_PER_MINUTE: int(10),
});

const FileReportRequestSchema = z.object({
  /** The file as a data URL: `data:<any type>;base64,<bytes>`; the type is read from the bytes. */
  fileBase64: z.string().min(1, "No File Selected: Please select a property image or document first."),
});
const FileReportDoneSchema = z.object({ reportId: z.string(), jobId: z.string() });
const FileReportPendingSchema = z.object({ jobId: z.string() });
const JobErrorSchema = ApiErrorSchema.extend({ jobId: z.string().optional() });

const STATUS: Record<string, number> = {
  file_too_large: 413,
  unsupported_file_type: 415,
  image_too_large: 422,
  unreadable_file: 422,
};

/**
 * POST /api/generate-report-from-file: check the file (size, type by magic bytes, pixel count from
 * the header), keep it in the object store under a server-made key, start the job, and wait for the
 * report — SPEC answers `{reportId}`. A job still running after UPLOAD_WAIT_MS answers 202 `{jobId}`;
 * the client then follows it like a link report. (Under /api.)
 */
export const uploadRoutes: FastifyPluginAsync<{ rt: Runtime; rates: ReportRates }> = async (app, { rt, rates }) => {
  const config = loadConfig(UploadConfigSchema, rt.env);
  const limits = { uploadBytesMax: config.UPLOAD_BYTES_MAX, imagePixelsMax: config.UPLOAD_PIXELS_MAX };
  // base64 is 4/3 of the bytes; the data URL prefix and JSON wrapping add a little.
  const bodyLimit = Math.ceil((config.UPLOAD_BYTES_MAX * 4) / 3) + 64 * 1024;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/generate-report-from-file",
    {
      bodyLimit,
      config: { rateLimit: { max: config.UPLOADS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        tags: ["reports"],
        body: FileReportRequestSchema,
        headers: z.object({ "idempotency-key": z.string().max(200).optional() }).loose(),
        response: {
          200: FileReportDoneSchema,
          202: FileReportPendingSchema,
          400: JobErrorSchema,
          401: JobErrorSchema,
          402: JobErrorSchema,
          403: JobErrorSchema,
          413: JobErrorSchema,
          415: JobErrorSchema,
          422: JobErrorSchema,
          429: JobErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const started = await startJob(request, rates);
      const bytes = decodeDataUrl(request.body.fileBase64);
      if (!bytes || bytes.length === 0) {
        throw new AppError(
          "invalid_file",
          "The file could not be read. Please select a property image or document.",
          400,
        );
      }
      const checked = checkUpload(bytes, limits);
      if (!checked.ok) throw new AppError(checked.code, checked.message, STATUS[checked.code] ?? 422);
      const objectKey = await rt.objects.put(bytes, checked.contentType);
      const file = { kind: "upload" as const, objectKey, contentType: checked.contentType, bytes: checked.bytes };
      let accepted: { jobId: string; created: boolean };
      try {
        accepted = await request.forward("analyzer", "StartReportFromFile", { userId: user.id, file, ...started });
      } catch (err) {
        await rt.objects.delete(objectKey).catch(() => {});
        throw err;
      }
      // A retried request (same Idempotency-Key) follows the job it started; its new copy is not needed.
      if (!accepted.created) await rt.objects.delete(objectKey).catch(() => {});
      const job = await waitForJob(rt, request, accepted.jobId, config.UPLOAD_WAIT_MS);
      if (job?.status === "completed" && job.reportId)
        return reply.status(200).send({ reportId: job.reportId, jobId: job.jobId });
      if (job?.status === "failed") {
        return reply.status(422).send({
          message: job.error ?? "Could not generate the report from your file. Please try again.",
          code: job.errorCode ?? "report_failed",
          jobId: job.jobId,
        });
      }
      return reply.status(202).send({ jobId: accepted.jobId });
    },
  );
};

/** A job the upload request stops waiting for: ended, or waiting for the user's figures (the client follows it). */
const isSettled = (job: ReportJob) => isTerminalStage(job.stage);

/**
 * The job once it has settled, or as it stands at the deadline. The request listens to its user's push
 * subject (the same progress the browser gets) from before its one read of the job, so an end pushed
 * at any moment is seen and nothing is polled.
 */
async function waitForJob(
  rt: Runtime,
  request: FastifyRequest,
  jobId: string,
  waitMs: number,
): Promise<ReportJob | undefined> {
  const userId = request.user.id;
  let settle: (job: ReportJob) => void = () => {};
  const pushed = new Promise<ReportJob>((resolve) => {
    settle = resolve;
  });
  const sub = await rt.bus.subscribeTransient(subjects.userPush(userId), (_subject, data) => {
    const message = JobProgressMessageSchema.safeParse(data);
    if (message.success && message.data.job.jobId === jobId && isSettled(message.data.job)) settle(message.data.job);
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const now = await request.forward("analyzer", "GetJob", { userId, jobId });
    if (isSettled(now)) return now;
    const deadline = new Promise<ReportJob>((resolve) => {
      timer = setTimeout(() => resolve(now), waitMs);
    });
    return await Promise.race([pushed, deadline]);
  } finally {
    clearTimeout(timer);
    await sub.stop();
  }
}
