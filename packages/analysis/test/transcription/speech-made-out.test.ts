import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../../src/errors.ts';
import { assertSpeechMadeOut, unclearSpeechSec } from '../../src/transcription/speech-made-out.ts';
import type { GroupReading, RawSegment } from '../../src/transcription/types.ts';
import type { TimeRange } from '../../src/vad/speech-regions.ts';

// What the embedded engine wrote for a fast functional circuit (espeak-ng, 200 wpm) in two copies: its 8 kHz
// telephone copy, one chunk that loops on the prompt's "Kettlebell" after every retry and whose lines read alone are
// sentences nobody said, and its mp3, whose lines read as said (test/fixtures/language-gate).
interface Recorded {
  speech: TimeRange[];
  groups: GroupReading[];
  segments: (Omit<RawSegment, 'alone'> & { alone?: number[] })[];
}
const fixtures = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/language-gate/${name}.json`, import.meta.url), 'utf8'));
function recorded(copy: Recorded): { segments: RawSegment[]; speech: TimeRange[] } {
  return {
    speech: copy.speech,
    segments: copy.segments.map(({ alone, ...s }) => (alone ? { ...s, alone: alone.map((i) => copy.groups[i]!) } : s)),
  };
}
const functional = fixtures('unclear-functional-telephone') as { telephone: Recorded; mp3: Recorded };

function outcome(copy: { segments: RawSegment[]; speech: TimeRange[] }): AnalysisError | null {
  try {
    assertSpeechMadeOut({ ...copy, language: 'en', engine: 'local' });
    return null;
  } catch (error) {
    if (error instanceof AnalysisError) return error;
    throw error;
  }
}

describe('speech the recogniser could not make out', () => {
  it('refuses the telephone copy whose decode only looped and whose lines read alone were invented', () => {
    const error = outcome(recorded(functional.telephone));
    expect(error?.code).toBe('speech_unclear');
    expect(error?.final).toBe(true);
    // Korean first, then English; nothing for an operator in it.
    const [ko, en] = error!.message.split('\n');
    expect(ko).toMatch(/^녹음에서 말소리는 찾았지만 알아들을 수 있을 만큼 선명하지 않아/);
    expect(en).toMatch(/upload that\.$/);
    expect(error!.message).not.toMatch(/\/|model|whisper|onnx/i);
    expect(error!.details?.unclearSec).toBeGreaterThan(0.9 * (error!.details?.speechSec as number));
  });

  it('analyses the same class from its mp3, where the lines read as said', () => {
    const copy = recorded(functional.mp3);
    expect(unclearSpeechSec(copy.segments, copy.speech)).toBe(0);
    expect(outcome(copy)).toBeNull();
  });

  it('analyses a class that truly repeats its lines: the loop stays, but each line alone reads as itself', () => {
    // The same decode, its breath groups read alone as the lines they are (as a class repeating "Kettlebell swing"
    // would read): a chunk that loops is not by itself speech nobody could make out.
    const copy = recorded({
      ...functional.telephone,
      groups: functional.telephone.groups.map((g) => ({
        ...g,
        segments: [{ text: 'Kettlebell swing.', avgLogprob: -0.3 }],
      })),
    });
    expect(outcome(copy)).toBeNull();
  });

  it('analyses a clip said over and over, whose lines read alone unscored: the decoder was not in doubt of them', () => {
    // A 7 s espeak-ng clip looped six times (a server test's class): every chunk loops in context after each retry,
    // and the engine, sure of each group alone, scores none of them. Counted as unclear, it was refused.
    const copy = recorded({
      ...functional.telephone,
      groups: functional.telephone.groups.map((g) => ({
        ...g,
        segments: [{ text: 'Breathe in and lift your arms.' }, { text: 'Keep your knees soft.' }],
      })),
    });
    expect(unclearSpeechSec(copy.segments, copy.speech)).toBe(0);
    expect(outcome(copy)).toBeNull();
  });

  it('leaves a class with only part of its speech unclear to the language gate and the analysis', () => {
    // Pair P alternates English and Korean lines; its first chunk loops on "kasayor" after every retry and its Korean
    // lines under the loop read alone as English words at −1.05 to −1.44: 34 % of its speech, whatever language it
    // is in, is for the language gate to weigh, not a recording nobody could make out.
    const p = fixtures('alternating-p') as Recorded;
    const copy = recorded(p);
    const total = copy.speech.reduce((sum, r) => sum + r.end - r.start, 0);
    expect(unclearSpeechSec(copy.segments, copy.speech) / total).toBeGreaterThan(0.2);
    expect(outcome(copy)).toBeNull();
  });

  it('says nothing of under 3 s of speech', () => {
    const { segments, speech } = recorded(functional.telephone);
    expect(outcome({ segments, speech: [{ start: speech[0]!.start, end: speech[0]!.start + 2 }] })).toBeNull();
  });
});
