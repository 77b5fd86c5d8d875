import { type IRequestManager, Request, type RequestsLike, type Source } from "@crawlee/cheerio";

type AddBatchedResult = Awaited<ReturnType<IRequestManager["addRequestsBatched"]>>;
type OperationInfo = Awaited<ReturnType<IRequestManager["addRequest"]>>;

/**
 * An in-memory FIFO the crawler pulls from, which forgets a request once it is handled.
 * Crawlee's default RequestQueue keeps every handled request (and scans them on each head
 * lookup), which a long-lived crawler fed for days cannot afford.
 */
export class RequestInbox implements IRequestManager {
  private readonly waiting: Request[] = [];
  private inProgress = 0;
  private handled = 0;
  private total = 0;

  push(request: Request): void {
    request.id ??= request.uniqueKey;
    this.waiting.push(request);
    this.total += 1;
  }

  async isFinished(): Promise<boolean> {
    return this.waiting.length === 0 && this.inProgress === 0;
  }

  async isEmpty(): Promise<boolean> {
    return this.waiting.length === 0;
  }

  async handledCount(): Promise<number> {
    return this.handled;
  }

  getTotalCount(): number {
    return this.total;
  }

  getPendingCount(): number {
    return this.waiting.length + this.inProgress;
  }

  async fetchNextRequest<T>(): Promise<Request<T & Record<string, unknown>> | null> {
    const next = this.waiting.shift();
    if (!next) return null;
    this.inProgress += 1;
    return next as Request<T & Record<string, unknown>>;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Request> {
    for (;;) {
      const next = await this.fetchNextRequest();
      if (!next) return;
      yield next;
    }
  }

  async markRequestHandled(request: Request): Promise<OperationInfo> {
    this.inProgress = Math.max(0, this.inProgress - 1);
    this.handled += 1;
    request.handledAt ??= new Date().toISOString();
    return info(request, true);
  }

  async reclaimRequest(request: Request): Promise<OperationInfo> {
    this.inProgress = Math.max(0, this.inProgress - 1);
    this.waiting.push(request);
    return info(request, false);
  }

  async addRequest(source: Source): Promise<OperationInfo> {
    if (!(source instanceof Request) && !source.url) throw new Error("a request needs a url");
    const request = source instanceof Request ? source : new Request({ ...source, url: source.url as string });
    this.push(request);
    return info(request, false);
  }

  async addRequestsBatched(requests: RequestsLike): Promise<AddBatchedResult> {
    const added: OperationInfo[] = [];
    for await (const source of requests) {
      added.push(await this.addRequest(typeof source === "string" ? { url: source } : source));
    }
    return { addedRequests: added, waitForAllRequestsToBeAdded: Promise.resolve([]) };
  }
}

function info(request: Request, handled: boolean): OperationInfo {
  return {
    requestId: request.id ?? request.uniqueKey,
    uniqueKey: request.uniqueKey,
    wasAlreadyPresent: false,
    wasAlreadyHandled: handled,
    forefront: false,
  };
}
