import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

/** A local stand-in for the two Stripe endpoints the ledger uses (create and retrieve a Checkout Session). */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ method: req.method ?? "", path: req.url ?? "" });
      const json = (status: number, v: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(v));
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body);
        const id = `cs_test_${randomBytes(12).toString("hex")}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const unit = Number(form.get("line_items[0][price_data][unit_amount]"));
        const qty = Number(form.get("line_items[0][quantity]") ?? 1);
        const session: FakeSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: unit * qty,
          currency: form.get("line_items[0][price_data][currency]") ?? "usd",
          client_reference_id: form.get("client_reference_id"),
          metadata,
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
        };
        sessions.set(id, session);
        return json(200, session);
      }
      const m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(req.url ?? "");
      if (req.method === "GET" && m) {
        const s = sessions.get(m[1]!);
        if (!s)
          return json(404, {
            error: {
              type: "invalid_request_error",
              message: `No such checkout.session: '${m[1]}'`,
              code: "resource_missing",
            },
          });
        return json(200, s);
      }
      json(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** The customer pays (or an async method settles). */
    pay(id: string, status: FakeSession["payment_status"] = "paid") {
      const s = sessions.get(id)!;
      sessions.set(id, { ...s, status: "complete", payment_status: status });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export function webhookEvent(type: string, session: FakeSession, id = `evt_${randomBytes(10).toString("hex")}`) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
}
