import { describe, expect, it } from 'vitest';
import { generateFeedback } from '../src/feedback/generate.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { configFor } from './helpers/fixtures.ts';
import { speakClass } from './helpers/spoken-class.ts';
import { talks } from './helpers/talks.ts';

// A presenter who skips the optional style was coached as a yoga class: "You gave 0 breath cues in 8 minutes",
// a score held down by a class's cue rate, and a slide line rewritten as "Exhale, fold your torso forward from your
// hips". Spoken at test time in a voice no other test uses, with a quiet room under it, and analysed end to end.
describe('a talk uploaded without a style', () => {
  it('is judged and coached as a presentation', async () => {
    const talk = talks.find((t) => t.name === 'business-en')!;
    const lines = [...talk.lines, ...talk.lines.slice(1, -1)];
    const { file } = speakClass('talk', {
      voice: 'en-us+m7',
      rate: 165,
      musicDb: -30,
      items: lines.flatMap((say) => [{ say }, { gap: 0.7 }]),
    });
    const result = await analyzeFile(file, { language: 'en', transcriber: configFor('local') });
    expect(result.judgedStyle).toBe('business');
    // Its signposts ("first", "next", "finally") are its cues, as in a presentation uploaded with its style.
    expect(result.metrics.cuesPerMinute).toBeGreaterThan(0);

    const { report } = await generateFeedback(
      { metrics: result.metrics, segments: result.segments, language: 'en', style: result.judgedStyle ?? undefined },
      { mode: 'local', now: () => new Date('2026-11-27T12:00:00Z') },
    );
    const text = JSON.stringify(report);
    expect(report.summary).toMatch(/presentation/);
    expect(report.summary).not.toMatch(/general class/);
    expect(report.focusAreas.map((f) => f.key)).not.toContain('few_breath_cues');
    expect(text).not.toMatch(/\b(?:inhale|exhale)\b/i);
    expect(text).not.toMatch(/\b(?:hips|spine|shoulders?|mat)\b/i);
  }, 300_000);
});
