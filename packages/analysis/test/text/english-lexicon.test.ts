import { describe, expect, it } from 'vitest';
import { defaultLexicon } from '../../src/lexicon/index.ts';
import { processTranscript } from '../../src/text/process-transcript.ts';

const lexicon = defaultLexicon('en');
/** Lexicon vocabulary hits (whether or not the utterance is a cue; cue counting is tested in cues.test.ts). */
const run = (text: string) => {
  const result = processTranscript([{ start: 0, end: 5, text }], { language: 'en', lexicon });
  return {
    fillers: result.segments[0]!.fillers.map((f) => text.slice(f.start, f.end).toLowerCase()),
    cues: result.cueHits.map((c) => `${c.cueCategory}:${text.slice(c.start, c.end).toLowerCase()}`),
  };
};

describe('English filler ambiguity rules', () => {
  it('"like" is a filler only when it is not a verb or a comparison', () => {
    expect(run('It should feel like this, like a wave.').fillers).toEqual([]);
    expect(run('It looks like rain and I like it.').fillers).toEqual([]);
    expect(run('Do it just like before.').fillers).toEqual([]);
    expect(run('And, like, reach up, like, really high.').fillers).toEqual(['like', 'like']);
  });

  it('"so" is a filler only standing alone', () => {
    expect(run('So, um, let us begin.').fillers).toEqual(['so', 'um']);
    expect(run('So let us begin, it feels so good, and so on.').fillers).toEqual([]);
    expect(run('so um okay').fillers).toEqual(['so', 'um']);
  });

  it('"right" is a filler as a tag or discourse marker, a direction otherwise', () => {
    expect(run('Step your right foot forward, right?')).toEqual({
      fillers: ['right'],
      cues: ['directional:right', 'directional:forward'],
    });
    expect(run('Turn to the right.')).toEqual({ fillers: [], cues: ['directional:right'] });
    expect(run('Right, now inhale.').fillers).toEqual(['right']);
  });

  it('"you know", "kind of", "I mean", "well" have literal uses that do not count', () => {
    expect(
      run('Do you know this pose? What kind of stretch is it? That is what I mean. Try it as well, please.').fillers,
    ).toEqual([]);
    expect(run('Well, you know, it is kind of hard, I mean, really.').fillers).toEqual([
      'well',
      'you know',
      'kind of',
      'i mean',
    ]);
  });

  it('counts drawn-out hesitations under one term', () => {
    const result = processTranscript([{ start: 0, end: 2, text: 'Umm, uhh, erm, hmm.' }], { language: 'en', lexicon });
    expect(result.fillerHits.map((h) => h.term)).toEqual(['um', 'uh', 'um', 'hmm']);
  });

  it('does not find fillers inside other words', () => {
    expect(run('Summer alignment, unlikely, ultimately, somewhere.').fillers).toEqual([]);
    expect(run("Grab 'em and hold.").fillers).toEqual([]);
  });
});

describe('English cues', () => {
  it('does not count pose names as directions', () => {
    expect(run('Press back into downward facing dog, then a forward fold. Now fold forward.').cues).toEqual([
      'directional:forward',
    ]);
  });

  it('counts breathing, alignment, transition and direction cues, longest phrase first', () => {
    const result = run(
      'Take a deep breath, inhaling, and on your next exhale step back, lengthen your spine toward the ceiling.',
    );
    expect(result.cues).toEqual([
      'breathing:deep breath',
      'breathing:inhaling',
      'transition:next',
      'breathing:exhale',
      'transition:step back',
      'alignment:lengthen',
      'alignment:spine',
      'directional:toward',
      'directional:ceiling',
    ]);
  });
});
