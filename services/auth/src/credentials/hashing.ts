import type { HashQueue } from "./hash-queue";
import { decoyHash, hashPassword, verifyPassword } from "./password";

/** Password hashing through one bounded queue per process (see HashQueue). */
export class Hasher {
  constructor(readonly queue: HashQueue) {}

  hash(password: string, deadline: number): Promise<string> {
    return this.queue.run(deadline, () => hashPassword(password));
  }

  /** Verify against the stored hash, or against a decoy when there is none (same time either way). */
  verify(password: string, stored: string | undefined, deadline: number): Promise<boolean> {
    return this.queue.run(deadline, async () => verifyPassword(password, stored ?? (await decoyHash())));
  }

  /**
   * Make the decoy at start, through the queue: the queue measures a real hash before the first burst,
   * and the first sign-in with an unknown (or deleted) e-mail costs one hash, not two.
   */
  warmUp(): Promise<void> {
    return this.queue.run(Number.POSITIVE_INFINITY, async () => {
      await decoyHash();
    });
  }
}
