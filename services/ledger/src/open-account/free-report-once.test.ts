/**
 * One free report per person (issue 31), in both modes: deleting the account and registering the same
 * address again — or a dotted, plus-tagged or googlemail spelling of it — gives no second free report,
 * while another real address still gets one. The ledger keeps only a keyed fingerprint of the address,
 * kept when the account closes, and the audit rebuilds it from the log.
 */
import { createRuntime, makeEvent, newId, type Runtime, type System, startServices, subjectOf } from "@suri/kit";
import { baseConfig, eventually, MODES, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFakeAuth } from "../../test/support/fake-auth";
import { auditLedger } from "../audit/audit";
import { SCHEMA } from "../migrations";
import { startLedger } from "../service";
import { normaliseEmail } from "./email-fingerprint";

describe("normalising an address to its mailbox", () => {
  it.each([
    ["Maria.Santos@Gmail.com", "mariasantos@gmail.com"],
    ["m.a.r.i.a.santos+suri@googlemail.com", "mariasantos@gmail.com"],
    ["maria+1@outlook.com", "maria@outlook.com"],
    ["maria+x@hotmail.com", "maria@hotmail.com"],
    ["maria+y@icloud.com", "maria@icloud.com"],
    ["maria+z@proton.me", "maria@proton.me"],
    // Dots count everywhere but Gmail; a plus only where the provider is known to ignore it.
    ["maria.santos@outlook.com", "maria.santos@outlook.com"],
    ["maria+tag@example.ph", "maria+tag@example.ph"],
    ["maria.santos@company.com.ph", "maria.santos@company.com.ph"],
    // Yahoo's 'base-keyword' addresses are not the account's own name: left as they are.
    ["maria-promo@yahoo.com", "maria-promo@yahoo.com"],
    ["+only@gmail.com", "+only@gmail.com"],
  ])("%s → %s", (address, mailbox) => {
    expect(normaliseEmail(address)).toBe(mailbox);
  });
});

describe.each(MODES)("one free report per person (%s)", (mode) => {
  let rt: Runtime;
  let system: System;
  let cleanup: () => Promise<void>;
  const tag = `${mode.slice(0, 4)}${Date.now().toString(36)}`;
  const address = `maria.santos.${tag}@gmail.com`;

  const open = (email: string, accountId = newId()) =>
    rt.rpc.call("ledger", "OpenAccount", { accountId, email }).then((r) => ({ accountId, ...r }));
  const balance = (accountId: string) => rt.rpc.call("ledger", "GetBalance", { accountId });
  const reserve = (accountId: string) => rt.rpc.call("ledger", "ReserveCredit", { accountId, jobId: newId() });
  const deleteAccount = async (accountId: string) => {
    const event = makeEvent(
      "AccountDeleted",
      { userId: accountId, deletedAt: new Date().toISOString() },
      { correlationId: "test" },
      new Date(),
    );
    await rt.bus.publish(subjectOf("AccountDeleted"), event);
    await eventually(async () =>
      rt.db.knex(`${SCHEMA}.balances`).where({ account_id: accountId, closed: true }).first(),
    );
  };

  beforeAll(async () => {
    const m = await modeEnv(mode);
    cleanup = m.cleanup;
    rt = await createRuntime(baseConfig(m.env), testLogger(), `ledger-free-${mode}`, m.env);
    system = await startServices(rt, [startLedger]);
    await serveFakeAuth(rt);
  }, 60_000);
  afterAll(async () => {
    await system?.stop();
    await cleanup?.();
  });

  it("gives no second free report to a deleted account's address, however it is spelled", async () => {
    const first = await open(address);
    expect(first.freeReport).toBe("granted");
    expect(await reserve(first.accountId)).toMatchObject({ source: "free" });
    await deleteAccount(first.accountId);

    const spellings = [
      address,
      address.toUpperCase(),
      address.replaceAll(".", "").replace("gmailcom", "gmail.com"),
      address.replace("@", "+again@").replace("gmail.com", "googlemail.com"),
    ];
    for (const spelling of spellings) {
      const again = await open(spelling);
      expect(again.freeReport, spelling).toBe("withheld");
      expect(await balance(again.accountId)).toEqual({
        credits: 0,
        reserved: 0,
        freeReportAvailable: false,
        reportsGenerated: 0,
      });
      await expect(reserve(again.accountId), spelling).rejects.toMatchObject({ status: 402 });
    }
    // An address that never had the free report still gets it.
    const someoneElse = await open(`maria.santos.${tag}.jr@gmail.com`);
    expect(someoneElse.freeReport).toBe("granted");
    expect(await balance(someoneElse.accountId)).toMatchObject({ freeReportAvailable: true });
    expect(await reserve(someoneElse.accountId)).toMatchObject({ source: "free" });
  });

  it("also withholds it from a second live account of the same mailbox, and decides each account once", async () => {
    const mailbox = `juan${tag}@outlook.com`;
    const first = await open(mailbox);
    const tagged = await open(`juan${tag}+deals@outlook.com`);
    expect([first.freeReport, tagged.freeReport]).toEqual(["granted", "withheld"]);
    // The registration's answer and its event both open the account: the second changes nothing.
    expect(await open(mailbox, first.accountId)).toMatchObject({ freeReport: "granted" });
    expect(await open(mailbox, tagged.accountId)).toMatchObject({ freeReport: "withheld" });
    const types = await rt.db
      .knex(`${SCHEMA}.events`)
      .whereIn("stream_id", [`account-${first.accountId}`, `account-${tagged.accountId}`])
      .orderBy("stream_id")
      .pluck("type");
    expect(types.sort()).toEqual(["FreeReportGranted", "FreeReportWithheld"]);
  });

  it("gives the free report to exactly one of many accounts of one new address opened at once", async () => {
    const racing = await Promise.all(Array.from({ length: 8 }, () => open(`ana${tag}@icloud.com`)));
    expect(racing.filter((r) => r.freeReport === "granted")).toHaveLength(1);
    expect(racing.filter((r) => r.freeReport === "withheld")).toHaveLength(7);
  });

  it("opens the account from UserRegistered too, when the registration's own call did not", async () => {
    const userId = newId();
    const registered = makeEvent(
      "UserRegistered",
      { userId, email: address.replace("@", "+late@"), username: "maria" },
      { correlationId: "test" },
      new Date(),
    );
    await rt.bus.publish(subjectOf("UserRegistered"), registered);
    await eventually(async () =>
      rt.db.knex(`${SCHEMA}.balances`).where({ account_id: userId, free_report_withheld: true }).first(),
    );
    expect(await balance(userId)).toMatchObject({ freeReportAvailable: false });
  });

  it("keeps only a keyed fingerprint, never the address, and the audit rebuilds the claims from the log", async () => {
    const { knex } = rt.db;
    const stored = JSON.stringify([
      await knex(`${SCHEMA}.events`).select("data"),
      await knex(`${SCHEMA}.free_report_claims`).select("*"),
      await knex(`${SCHEMA}.outbox`).select("envelope"),
    ]);
    expect(stored).not.toContain(tag);
    expect(stored).not.toContain("santos");
    expect((await auditLedger(knex, SCHEMA)).discrepancies).toEqual([]);
    // A claim the log does not hold is a discrepancy.
    await knex(`${SCHEMA}.free_report_claims`).insert({ email_fingerprint: `stray-${tag}`, account_id: newId() });
    expect((await auditLedger(knex, SCHEMA)).discrepancies).toMatchObject([{ field: "free_report_claim" }]);
    await knex(`${SCHEMA}.free_report_claims`)
      .where({ email_fingerprint: `stray-${tag}` })
      .delete();
  });
});
