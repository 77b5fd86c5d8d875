import type { ServiceStore } from "@suri/kit";
import type { BalanceRow } from "./projection";

/** The balance as the projection holds it; an account with no events has its free report. */
export async function getBalance(service: ServiceStore, accountId: string) {
  const row = (await service.rt.db.knex(service.t("balances")).where({ account_id: accountId }).first()) as
    | BalanceRow
    | undefined;
  return {
    credits: row?.available ?? 0,
    reserved: row?.reserved ?? 0,
    freeReportAvailable: row ? !row.free_report_used && !row.free_report_held && !row.free_report_withheld : true,
    reportsGenerated: row?.reports_generated ?? 0,
  };
}
