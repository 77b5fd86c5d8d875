export { auditLedger } from "./audit/audit";
export { replayBalances } from "./balances/projection";
export { SCHEMA as LEDGER_SCHEMA } from "./migrations";
export { LedgerConfigSchema, startLedger } from "./service";
