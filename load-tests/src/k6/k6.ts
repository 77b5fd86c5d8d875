import { AbortIteration, record } from "./state";

/** k6's check(): every condition is a sample of the `checks` rate. */
export function check<T>(value: T, conditions: Record<string, (v: T) => boolean>): boolean {
  let all = true;
  for (const [name, fn] of Object.entries(conditions)) {
    let ok = false;
    try {
      ok = Boolean(fn(value));
    } catch {
      ok = false;
    }
    record("checks", ok ? 1 : 0, { check: name });
    all &&= ok;
  }
  return all;
}

/** k6's fail(): ends the iteration (or setup) with an error. */
export function fail(message?: string): never {
  throw new AbortIteration(message ?? "fail()");
}

/** k6's sleep() blocks its VU; here it returns a promise the script awaits (await is harmless in k6). */
export function sleep(seconds: number): Promise<void> {
  return new Promise((r) => setTimeout(r, seconds * 1000));
}

export function group<T>(_name: string, fn: () => T): T {
  return fn();
}
