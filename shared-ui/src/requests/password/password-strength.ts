import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The strength meter the server checks with (zxcvbn-ts, common and English dictionaries). Loaded only
 * when someone types a new password: the dictionaries are large and the landing page needs none of it.
 */
const meter = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations
});

/** 0 (very weak) to 4 (strong), with the person's own name and email counted as guessable. */
export function passwordScore(password: string, personal: readonly string[]): 0 | 1 | 2 | 3 | 4 {
  const inputs = personal
    .flatMap((p) => {
      const lower = p.toLowerCase();
      const local = lower.split('@')[0];
      const parts = local.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      return [lower, local, ...parts, ...['', '.', '_', '-', ' '].map((j) => parts.join(j))];
    })
    .filter((p) => p.length >= 3);
  return meter.check(password.slice(0, 256), inputs).score;
}
