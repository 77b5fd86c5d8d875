import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface LocalSite {
  port: number;
  origin: string;
  /** TCP connections the server accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** An HTTP(S) server on 127.0.0.1 with a fixed route table; unknown paths get 404. */
export async function startSite(routes: Record<string, Handler>, tls?: TlsFiles): Promise<LocalSite> {
  const handle: Handler = (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { "content-type": "text/html" }).end("<html><body><h1>Not found</h1></body></html>");
  };
  const server = tls ? https.createServer({ key: tls.key, cert: tls.cert }, handle) : http.createServer(handle);
  let connections = 0;
  const sockets = new Set<import("node:net").Socket>();
  server.on(tls ? "secureConnection" : "connection", () => {
    connections += 1;
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `${tls ? "https" : "http"}://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, status = 200): Handler =>
  (_req, res) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
  };

export const redirect =
  (location: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { location }).end();
  };

export interface TlsFiles {
  ca: string;
  key: string;
  cert: string;
}

/**
 * A throwaway CA and a server certificate, made with the system openssl. The certificate names
 * 127.0.0.1 unless `subjectAltName` says otherwise (`DNS:www.lamudi.com.ph` for a resolved host).
 */
export function makeTestCertificates(subjectAltName = "IP:127.0.0.1"): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), "suri-tls-"));
  const run = (args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  try {
    run(
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=Suri Test CA"].concat([
        "-keyout",
        "ca.key",
        "-out",
        "ca.pem",
      ]),
    );
    run([
      "req",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-subj",
      "/CN=127.0.0.1",
      "-keyout",
      "server.key",
      "-out",
      "server.csr",
    ]);
    const ext = join(dir, "ext.cnf");
    writeFileSync(ext, `subjectAltName=${subjectAltName}\n`);
    run(
      ["x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial"].concat([
        "-days",
        "2",
        "-extfile",
        ext,
        "-out",
        "server.pem",
      ]),
    );
    const read = (name: string) => readFileSync(join(dir, name), "utf8");
    return { ca: read("ca.pem"), key: read("server.key"), cert: read("server.pem") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
