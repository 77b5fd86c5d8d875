/** The one error type that crosses layers: a stable code, a user-facing message and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(message: string, code = "not_found") {
    return new AppError(code, message, 404);
  }
  static forbidden(message: string, code = "forbidden") {
    return new AppError(code, message, 403);
  }
  static unauthorized(message = "not logged in", code = "unauthorized") {
    return new AppError(code, message, 401);
  }
  static conflict(message: string, code = "conflict") {
    return new AppError(code, message, 409);
  }
  static paymentRequired(message: string, code = "insufficient_credits") {
    return new AppError(code, message, 402);
  }
  static unavailable(message: string, code = "unavailable") {
    return new AppError(code, message, 503);
  }
}

/** Two writers raced on the same stream; the loser reloads and decides again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`stream ${streamId} moved past version ${expectedVersion}`);
    this.name = "ConcurrencyError";
  }
}

/** A message that can never be processed: the consumer terminates it and dead-letters it. */
export class PoisonMessageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PoisonMessageError";
  }
}

/**
 * A message the bus can never carry (larger than its max_payload): retrying cannot help, so the
 * outbox parks its row as a dead letter instead.
 */
export class UnpublishableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "UnpublishableError";
  }
}

/** An event body over EVENT_BYTES_MAX: refused when it is made, before it reaches an outbox. */
export class EventTooLargeError extends AppError {
  constructor(
    readonly eventType: string,
    readonly bytes: number,
    readonly bytesMax: number,
  ) {
    super("event_too_large", `${eventType} is ${bytes} bytes, over the ${bytesMax}-byte limit of an event`, 500);
    this.name = "EventTooLargeError";
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
