import { baseConfig, MODES, type Mode, modeEnv, testLogger } from "@suri/testkit";
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
