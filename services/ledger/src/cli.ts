/**
 * Finance and operator commands over the ledger's database (the same DATABASE_URL / DATA_DIR as
 * the service). Writes go through the account decider as new ledger entries and leave their events
 * in the outbox for the running ledger service to publish — a balance is never edited.
 *
 *   npm run ledger -- audit                                  replay vs live balances; exit 1 on any difference
 *   npm run ledger -- export > ledger.csv                    every entry as CSV
 *   npm run ledger -- grant  --account <uuid> --credits 3 --reason "goodwill, ticket 123" [--reference ticket-123]
 *   npm run ledger -- revoke --account <uuid> --credits 1 --reason "chargeback ch_…"     [--reference ch_…]
 */
import { parseArgs } from "node:util";
import { BaseConfigSchema, createLogger, createRuntime, loadConfig, migrate, newId, ServiceStore } from "@suri/kit";
import { z } from "zod";
import { handleAccountCommand } from "./account/handle-command";
import { auditLedger } from "./audit/audit";
import { exportLedgerCsv } from "./audit/export";
import { migrations, SCHEMA } from "./migrations";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: "string" },
    credits: { type: "string" },
    reason: { type: "string" },
    reference: { type: "string" },
  },
});

const AdjustSchema = z.object({
  account: z.string().uuid("--account must be the user's id (a UUID)"),
  credits: z.coerce.number().int("--credits must be a whole number").positive("--credits must be positive"),
  reason: z.string({ error: "--reason is required" }).trim().min(3, "--reason is required (at least 3 characters)"),
  reference: z.string().optional(),
});

async function main() {
  const config = loadConfig(BaseConfigSchema);
  const log = createLogger({ level: "warn", pretty: false });
  // An in-process bus and no relay: events written here wait in the outbox for the running ledger service.
  const rt = await createRuntime({ ...config, NATS_URL: undefined, DATABASE_POOL_MAX: 4 }, log, "ledger-cli");
  const { db } = rt;
  try {
    await migrate(db, SCHEMA, migrations);
    const command = positionals[0];
    if (command === "audit") {
      const started = performance.now();
      const { accounts, events, discrepancies } = await auditLedger(db.knex, SCHEMA);
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      for (const d of discrepancies)
        console.log(`DISCREPANCY account=${d.accountId} field=${d.field} live=${d.live} replayed=${d.replayed}`);
      console.log(
        `audited ${events} entries across ${accounts} accounts in ${seconds}s: ${discrepancies.length} discrepancies`,
      );
      return discrepancies.length ? 1 : 0;
    }
    if (command === "export") {
      for await (const line of exportLedgerCsv(db.knex, SCHEMA)) process.stdout.write(line);
      return 0;
    }
    if (command === "grant" || command === "revoke") {
      const args = AdjustSchema.parse(values);
      const service = new ServiceStore(rt, SCHEMA);
      const reference = args.reference ?? `operator:${newId()}`;
      const { events, state } = await handleAccountCommand(
        service,
        {
          type: command === "grant" ? "GrantCredits" : "RevokeCredits",
          accountId: args.account,
          amount: args.credits,
          reason: `operator: ${args.reason}`,
          reference,
        },
        { correlationId: `cli-${newId()}` },
      );
      console.log(
        events.length
          ? `${command}ed ${args.credits} credits (${reference}); balance now ${state.available}`
          : `already applied (${reference}); balance ${state.available}`,
      );
      return 0;
    }
    console.error(
      "usage: ledger <audit|export|grant|revoke> [--account <uuid> --credits <n> --reason <text> --reference <id>]",
    );
    return 2;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof z.ZodError ? err.issues.map((i) => i.message).join("\n") : (err.message ?? err));
    process.exit(2);
  },
);
