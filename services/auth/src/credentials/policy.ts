import {
  NEW_PASSWORD_MIN_LENGTH,
  NEW_PASSWORD_TOO_COMMON_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
} from "@suri/contracts";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn scores 0..4; below 2 is guessable in under about 10^6 guesses ("123456", "aaaaaaaa", "Password123"). */
const MIN_SCORE = 2;

let checker: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return checker;
};

/**
 * A new password's problem in SPEC's words, or null when it is acceptable: at least 8 characters
 * and not a common or easily guessed one (zxcvbn-ts with its common-password dictionaries; the
 * user's own e-mail and username count as guessable too). Existing passwords are never re-judged.
 * Judged in the form that is hashed (NFKC, password.ts): "ｐａｓｓｗｏｒｄ１２３" is "password123".
 */
export function passwordProblem(raw: string, userInputs: string[] = []): string | null {
  const password = raw.normalize("NFKC");
  if ([...password].length < NEW_PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT_MESSAGE;
  const inputs = userInputs
    .map((s) => s.normalize("NFKC"))
    .flatMap((s) => [s, ...s.split(/[@.\s_+-]+/)])
    .filter((s) => s.length >= 3);
  return zxcvbn().check(password.slice(0, 100), inputs).score < MIN_SCORE ? NEW_PASSWORD_TOO_COMMON_MESSAGE : null;
}
