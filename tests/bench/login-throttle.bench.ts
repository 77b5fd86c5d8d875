/**
 * The lock-out scenario, measured: a stranger guesses one account's password from one address and
 * from many (a botnet, through a trusted proxy's X-Forwarded-For) while the owner signs in from the
 * browser they used before. Prints what the stranger got (checked 401s, refused 429s), how the
 * owner's sign-ins went, and the answer times for a registered and an unknown e-mail.
 *
 *   npm run bench:login --workspace @suri/system-tests
 *   npm run bench:login --workspace @suri/system-tests -- --guesses 400 --owner-logins 10
 *
 * Embedded mode with the gateway's default throttle settings (limits in memory).
 */
import { parseArgs } from "node:util";
import { ApiClient } from "../support/client";
import { startTestSystem } from "../support/system";

const { values } = parseArgs({
  options: {
    guesses: { type: "string", default: "300" },
    "owner-logins": { type: "string", default: "6" },
    samples: { type: "string", default: "12" },
  },
});
const guesses = Number(values.guesses);
const ownerLogins = Number(values["owner-logins"]);
const samples = Number(values.samples);
const PASSWORD = "correct horse battery";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
let ip = 0;
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

const sys = await startTestSystem("embedded", "127.0.0.1:1", { TRUSTED_PROXIES: "127.0.0.1" });
try {
  const address = `owner-${Date.now()}@example.ph`;
  const owner = new ApiClient(sys.url);
  await owner.register(address);

  const stranger = { checked: 0, refused: 0, signedIn: 0, other: 0 };
  const guess = async (from: string) => {
    const res = await new ApiClient(sys.url).post(
      "/api/login",
      { email: address, password: `guess-${Math.random()}` },
      { "x-forwarded-for": from },
    );
    if (res.status === 401) stranger.checked++;
    else if (res.status === 429) stranger.refused++;
    else if (res.status === 200) stranger.signedIn++;
    else stranger.other++; // 503: every password hasher busy
  };
  const ownerResults: { status: number; ms: number }[] = [];
  const ownerSignsIn = async () => {
    const t = performance.now();
    const res = await owner.post("/api/login", { email: address, password: PASSWORD }, { "x-forwarded-for": nextIp() });
    ownerResults.push({ status: res.status, ms: performance.now() - t });
  };

  // A third of the guesses from one address, the rest from a new address each, four at a time; the
  // owner signs in at even intervals while the guessing goes on.
  const attacker = nextIp();
  const t0 = performance.now();
  let sent = 0;
  const guesser = async () => {
    while (sent < guesses) {
      const i = sent++;
      await guess(i % 3 === 0 ? attacker : nextIp());
    }
  };
  const ownerLoop = async () => {
    for (let n = 0; n < ownerLogins; n++) {
      while (sent < ((n + 1) * guesses) / (ownerLogins + 1)) await new Promise((r) => setTimeout(r, 20));
      await ownerSignsIn();
    }
  };
  await Promise.all([guesser(), guesser(), guesser(), guesser(), ownerLoop()]);
  const elapsedSec = (performance.now() - t0) / 1000;

  // Answer times: a registered and an unknown e-mail, wrong password from fresh addresses (checked),
  // then from one address that has to wait (refused unchecked).
  const unknown = `nobody-${Date.now()}@example.ph`;
  const registered = `known-${Date.now()}@example.ph`;
  await new ApiClient(sys.url).register(registered);
  const timed = async (email: string, from: string) => {
    const t = performance.now();
    const res = await new ApiClient(sys.url).post(
      "/api/login",
      { email, password: "not it" },
      { "x-forwarded-for": from },
    );
    return { status: res.status, ms: performance.now() - t };
  };
  const times = { registered: [] as number[], unknown: [] as number[] };
  const waiting = { registered: [] as number[], unknown: [] as number[] };
  const slowIp = { registered: nextIp(), unknown: nextIp() };
  for (let i = 0; i < samples; i++) {
    for (const [kind, email] of [
      ["registered", registered],
      ["unknown", unknown],
    ] as const) {
      const checked = await timed(email, nextIp());
      if (checked.status === 401) times[kind].push(checked.ms);
      const slowed = await timed(email, slowIp[kind]);
      if (slowed.status === 429) waiting[kind].push(slowed.ms);
    }
  }

  const ok = ownerResults.filter((r) => r.status === 200);
  console.log(
    `stranger: ${guesses} guesses in ${elapsedSec.toFixed(1)} s (one address: ${Math.ceil(guesses / 3)}, the rest from ${guesses - Math.ceil(guesses / 3)} addresses)`,
  );
  console.log(
    `  checked (401): ${stranger.checked}   refused unchecked (429): ${stranger.refused}   hashers busy (503): ${stranger.other}   signed in: ${stranger.signedIn}`,
  );
  console.log(
    `owner (known device): ${ok.length}/${ownerResults.length} sign-ins accepted; answer median ${median(ok.map((r) => r.ms)).toFixed(0)} ms, max ${Math.max(...ownerResults.map((r) => r.ms)).toFixed(0)} ms`,
  );
  console.log(
    `wrong password, checked (401): registered e-mail median ${median(times.registered).toFixed(0)} ms (n=${times.registered.length}), unknown e-mail ${median(times.unknown).toFixed(0)} ms (n=${times.unknown.length})`,
  );
  console.log(
    `waiting client (429):          registered e-mail median ${median(waiting.registered).toFixed(1)} ms (n=${waiting.registered.length}), unknown e-mail ${median(waiting.unknown).toFixed(1)} ms (n=${waiting.unknown.length})`,
  );
} finally {
  await sys.stop();
}
