/**
 * Refuses an espeak-ng voice whose `+variant` espeak-ng silently drops.
 *
 * espeak-ng 1.51 (Debian 12) ignores a variant after some voice names: `en-gb+f2`, `en-gb+m3`, `en-gb+Linda` … all
 * render byte for byte as plain `en-gb`, a man, while `en+f2` (the same British voice) keeps it. Variant names are
 * also case-sensitive file names, so `en-us+gene` is plain `en-us`. A fixture named for a voice it is not makes its
 * test claim something about audio it never heard (a "two women" pair that is a woman and a man), so the renderer
 * asks first: the voice and its base say one short phrase, and identical bytes mean the variant did nothing.
 */
import { execFileSync } from 'node:child_process';

const PHRASE = 'Breathe in, and lift your arms.';
const checked = new Map<string, string | null>();

const say = (voice: string): Buffer =>
  execFileSync('espeak-ng', ['-v', voice, '-s', '175', '--stdout', PHRASE], { stdio: ['ignore', 'pipe', 'pipe'] });

/** Why `voice` cannot be used (its variant is dropped), or null when it renders as named. Cached per voice name. */
export function droppedVariant(voice: string): string | null {
  const known = checked.get(voice);
  if (known !== undefined) return known;
  const plus = voice.indexOf('+');
  let problem: string | null = null;
  if (plus > 0) {
    const base = voice.slice(0, plus);
    const variant = voice.slice(plus + 1);
    if (say(voice).equals(say(base))) {
      const hint =
        base.toLowerCase() === 'en-gb'
          ? `use "en+${variant}" (the same British voice, which keeps its variant)`
          : `check the variant name (case-sensitive, e.g. "${variant}" vs the files in espeak-ng-data/voices/!v) or try "en+${variant}"`;
      problem = `espeak-ng drops the variant of voice "${voice}": it renders byte for byte as plain "${base}"; ${hint}`;
    }
  }
  checked.set(voice, problem);
  return problem;
}

/** Throws for a voice whose variant espeak-ng drops, so no fixture is rendered in a voice other than its name. */
export function assertVoiceAsNamed(voice: string): void {
  const problem = droppedVariant(voice);
  if (problem) throw new Error(problem);
}
