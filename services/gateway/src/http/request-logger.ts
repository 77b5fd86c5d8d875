import type { FastifyBaseLogger } from "fastify";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger, made (with the request id bound) the first time a line at an enabled level is
 * written through it. Fastify makes one child logger per request, and pino serialises its bindings
 * then, whether or not the request ever logs: most reads log nothing.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private enabled(level: Level): boolean {
    if (this.made || this.options.level !== undefined || !this.parent.isLevelEnabled) return true;
    return this.parent.isLevelEnabled(level);
  }

  private write(level: Level, args: unknown[]) {
    if (this.enabled(level)) (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): FastifyBaseLogger["level"] {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: FastifyBaseLogger["level"]) {
    this.logger().level = level;
  }

  fatal = (...args: unknown[]) => this.write("fatal", args);
  error = (...args: unknown[]) => this.write("error", args);
  warn = (...args: unknown[]) => this.write("warn", args);
  info = (...args: unknown[]) => this.write("info", args);
  debug = (...args: unknown[]) => this.write("debug", args);
  trace = (...args: unknown[]) => this.write("trace", args);
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made when it first logs. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
