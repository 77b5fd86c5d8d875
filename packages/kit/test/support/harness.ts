import { baseConfig, MODES, type Mode, modeEnv, testLogger } from "@suri/testkit";
import { afterAll, beforeAll } from "vitest";
import { createRuntime, type Runtime } from "../../src";

export { MODES, type Mode };

/** A runtime in the given mode, torn down by the returned function. */
export async function runtimeFor(mode: Mode): Promise<{ rt: Runtime; teardown(): Promise<void> }> {
  const { env, cleanup } = await modeEnv(mode);
  const rt = await createRuntime(baseConfig(env), testLogger(), `kit-test-${mode}`, env);
  return {
    rt,
    async teardown() {
      await rt.bus.close();
      await rt.db.close();
      await cleanup();
    },
  };
}

/** The mode's runtime for the tests of a describe block: made before them, torn down after them. */
export function useRuntime(mode: Mode): { readonly rt: Runtime } {
  const held = {} as { rt: Runtime };
  let teardown = async () => {};
  beforeAll(async () => {
    ({ rt: held.rt, teardown } = await runtimeFor(mode));
  }, 30_000);
  afterAll(() => teardown());
  return held;
}
