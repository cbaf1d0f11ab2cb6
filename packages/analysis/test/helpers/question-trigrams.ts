import type { SpeakerFixture } from '../../scripts/speaker-fixtures.ts';
import { words } from './fixtures.ts';

/** Word sequences of the other voice's lines that the instructor never says: any of them in the instructor's text is a leak. */
export function questionTrigrams(fixture: SpeakerFixture): string[] {
  const own = ` ${fixture.truth.sentences
    .filter((s) => !s.speaker)
    .map((s) => words(s.text).join(' '))
    .join(' | ')} `;
  return fixture.truth.sentences
    .filter((s) => s.speaker)
    .flatMap((s) => {
      const w = words(s.text);
      return w.slice(0, -2).map((_, i) => w.slice(i, i + 3).join(' '));
    })
    .filter((t) => !own.includes(` ${t} `));
}
