import { loadConfig, type RunningService, type Runtime, ServiceStore, serveRpc } from "@suri/kit";
import { z } from "zod";
import { getBalance } from "./balances/get-balance";
import { startExpirySweeper } from "./expire-reservations/sweeper";
import { migrations, SCHEMA } from "./migrations";
import { reserveCredit } from "./reserve-credit/handler";
import { settleReservationsOnReportOutcome } from "./settle-reservation/consumer";

export const LedgerConfigSchema = z.object({
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  RESERVATION_SWEEP_MS: z.coerce.number().int().positive().default(30_000),
});

export async function startLedger(rt: Runtime): Promise<RunningService> {
  const config = loadConfig(LedgerConfigSchema, rt.env);
  const service = new ServiceStore(rt, SCHEMA);
  await service.migrate(migrations);
  const rpc = await serveRpc(
    rt.bus,
    "ledger",
    {
      ReserveCredit: (req, ctx) => reserveCredit({ service, reservationTtlMs: config.RESERVATION_TTL_MS }, req, ctx),
      GetBalance: (req) => getBalance(service, req.accountId),
    },
    rt.log,
  );
  const outcomes = await settleReservationsOnReportOutcome(service);
  const sweeper = startExpirySweeper(service, config.RESERVATION_SWEEP_MS);
  return {
    name: "ledger",
    relay: service.relay,
    subscriptions: [...rpc, outcomes],
    stop: () => sweeper.stop(),
  };
}
