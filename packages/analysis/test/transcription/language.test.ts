import { describe, expect, it } from 'vitest';
import type { AnalysisError } from '../../src/errors.ts';
import { withoutInventedText } from '../../src/transcription/invented-text.ts';
import {
  assertReadableLanguage,
  hangulShare,
  judgeLanguage,
  notLanguageSpeech,
  withoutForeignMarkers,
} from '../../src/transcription/language.ts';
import { recognitionPrompt } from '../../src/transcription/prompt.ts';
import { notLanguageShare, unreadShare } from '../../src/transcription/segment-reading.ts';
import type { RawSegment } from '../../src/transcription/types.ts';

const speech = [
  { start: 1, end: 5 },
  { start: 7, end: 12 },
];

describe('language identification from what the recogniser wrote', () => {
  it('calls a Korean class read by the English-only model Korean', () => {
    // What the embedded English model really writes for ko-class.mp3.
    const verdict = judgeLanguage([{ start: 1, end: 12, text: '(speaking in foreign language)' }], speech, 'en');
    expect(verdict).toMatchObject({ detected: 'ko', speechSec: 9 });
  });

  it('leaves an English class with one foreign phrase alone', () => {
    const verdict = judgeLanguage(
      [
        { start: 1, end: 5, text: 'Breathe in and lift your arms.' },
        { start: 7, end: 9, text: '[Speaking Korean]' },
        { start: 9, end: 12, text: 'Now fold forward slowly.' },
      ],
      speech,
      'en',
    );
    expect(verdict).toBeNull();
  });

  it('notices the other script: Hangul under English, English under Korean', () => {
    expect(judgeLanguage([{ start: 1, end: 12, text: '숨을 깊게 들이마시고 내쉬세요.' }], speech, 'en')).toMatchObject({
      detected: 'ko',
    });
    expect(
      judgeLanguage([{ start: 1, end: 12, text: 'Inhale deeply and exhale slowly.' }], speech, 'ko'),
    ).toMatchObject({ detected: 'en' });
    expect(judgeLanguage([{ start: 1, end: 12, text: '플랭크 자세로 코어를 잡아 주세요.' }], speech, 'ko')).toBeNull();
  });

  it("takes whisper.cpp's own language identification when it names the other product language", () => {
    const segments = [{ start: 1, end: 12, text: '숨을 들이마시고' }];
    expect(judgeLanguage(segments, speech, 'ko', 'en')).toMatchObject({ detected: 'en' });
    // A detection outside ko/en (an unsure model) is not acted on: the text decides.
    expect(judgeLanguage(segments, speech, 'ko', 'nl')).toBeNull();
  });

  it('says nothing on under 3 s of speech', () => {
    expect(
      judgeLanguage([{ start: 1, end: 2, text: '(foreign language)' }], [{ start: 1, end: 2.5 }], 'en'),
    ).toBeNull();
  });

  it('strips the markers from the transcript and measures scripts', () => {
    expect(withoutForeignMarkers('Okay. (speaking in foreign language) Good job.')).toBe('Okay. Good job.');
    expect(hangulShare('abc 가나다')).toBe(0.5);
    expect(hangulShare('...')).toBe(0);
  });
});

describe('the language gate', () => {
  const gate = (
    segments: RawSegment[],
    language: 'en' | 'ko' = 'en',
    engine: 'local' | 'whisper-cpp' = 'local',
    narrowband = false,
  ) => {
    try {
      assertReadableLanguage({ segments, speech, language, engine, model: 'm', narrowband });
      return null;
    } catch (error) {
      return error as AnalysisError;
    }
  };

  it('fails a mismatch with the bilingual message and how to enable Korean', () => {
    const error = gate([{ start: 1, end: 12, text: '(speaking in foreign language)' }]);
    expect(error?.code).toBe('language_mismatch');
    expect(error?.message).toMatch(/^이 녹음은 한국어\(또는 영어가 아닌 언어\)로 들립니다\./);
    expect(error?.message).toMatch(/This recording sounds Korean/);
    expect(error?.message).toMatch(/npm run models:download -- base/);
    expect(error?.details).toMatchObject({ language: 'en', detected: 'ko', engine: 'local' });
  });

  it('fails speech that yields no word at all instead of completing a 0-word report', () => {
    const error = gate([], 'ko', 'whisper-cpp');
    expect(error?.code).toBe('speech_unrecognized');
    expect(error?.details).toMatchObject({ speechSec: 9 });
  });

  it('calls speech the English-only engine leaves (almost) unread another language', () => {
    // A Korean class through the embedded English engine: nothing, or one stray word over 9 s of speech.
    for (const segments of [[], [{ start: 1, end: 2, text: 'you' }]]) {
      const error = gate(segments);
      expect(error?.code).toBe('language_mismatch');
      expect(error?.message).toContain('This recording sounds Korean (or another language that is not English)');
    }
  });

  // The recogniser's scores are weighed only beside speech it read surely as the language, and not on narrowband
  // sound: lines written in English words at −1.0 to −1.2 a token are Korean beside English lines it was sure of,
  // and only hard sound (a quiet phone, an accent) where it was sure of nothing.
  const unsureLines = [
    { start: 1, end: 5, text: 'Reach on time and fix your feet together.', avgLogprob: -1.05 },
    { start: 7, end: 12, text: 'So until then, return to the left and turn.', avgLogprob: -1.2 },
  ];

  it('does not read doubt everywhere as another language', () => {
    expect(judgeLanguage(unsureLines, speech, 'en')).not.toBeNull();
    expect(gate(unsureLines)).toBeNull();
  });

  it('reads doubt beside sure English as another language, except on narrowband sound', () => {
    const alternating = [
      { start: 1, end: 5, text: 'Breathe in and lift your arms.', avgLogprob: -0.2 },
      { ...unsureLines[1]! },
    ];
    expect(gate(alternating)?.code).toBe('language_mismatch');
    expect(gate(alternating, 'en', 'local', true)).toBeNull();
  });

  it('lets breath groups read alone speak for a segment that only loops', () => {
    // A chunk that looped after every retry ("behind-home behind-home …") over English lines: read alone, its groups
    // came back as English words, so the loop is no evidence of another language (it was refused, 100 %).
    const loop = 'behind-home '.repeat(30).trim();
    const alone = [
      { start: 1, end: 5, segments: [{ text: 'Hi everybody, today we learn a short combination.' }] },
      { start: 7, end: 12, segments: [{ text: 'Step right, together, step left, together.' }] },
    ];
    const segments = [
      { start: 1, end: 5, text: loop, alone },
      { start: 7, end: 12, text: loop, alone },
    ];
    expect(judgeLanguage(segments, speech, 'en')).toBeNull();
    // The same loop where the groups read alone come back as made-up words stays unread.
    const made = alone.map((g) => ({ ...g, segments: [{ text: 'Yon-ha sous-ho kan-bo-nke-ho ttae-mun.' }] }));
    expect(
      judgeLanguage(
        segments.map((s) => ({ ...s, alone: made })),
        speech,
        'en',
      ),
    ).not.toBeNull();
  });

  it('passes a readable class, and a silent one (nothing to read is not a failure)', () => {
    expect(gate([{ start: 1, end: 12, text: 'Breathe in and lift your arms, then breathe out and fold.' }])).toBeNull();
    assertReadableLanguage({ segments: [], speech: [], language: 'en', engine: 'local', model: 'm' });
  });
});

describe('speech decoded into English-looking text that is not English', () => {
  const prompt = recognitionPrompt('en', 'vinyasa');

  it('calls Korean written out as made-up Latin words, loops and prompt echo another language', () => {
    // What the embedded engine really wrote for ko-yoga.mp3 analysed as English with a vinyasa style.
    const segments = [
      { start: 1, end: 4, text: 'Vinyasa. Su-opuil-si-takaket-supita. Mmm. Sun chashe-ho-pa-nke-sotu-se-ho.' },
      { start: 4.5, end: 8, text: 'Kulin kle-sotch-ho kungan-bo-nke-ho kan-bo-nke-ho kan-bo-nke-ho' },
      { start: 8, end: 12, text: Array.from({ length: 12 }, () => 'kan-bo-nke-ho').join(' ') },
    ];
    expect(judgeLanguage(segments, speech, 'en', null, prompt)).toMatchObject({ detected: 'ko' });
    const echo = [{ start: 1, end: 12, text: 'Ujjayi savasana. Ujjayi savasana. Ujjayi savasana. Vinyasa.' }];
    expect(judgeLanguage(echo, speech, 'en', null, prompt)).toMatchObject({ detected: 'ko' });
  });

  it('counts a chunk that still looped after every retry, though each of its segments looks fine alone', () => {
    const quality = { avgLogprob: -0.43, problems: ['loop' as const], attempts: 3 };
    const segments = [1, 2, 3, 4, 7, 8, 9, 10].map((start) => ({
      start,
      end: start + 1,
      text: 'A new class is a new class.',
      quality,
    }));
    expect(judgeLanguage(segments, speech, 'en', null, prompt)).not.toBeNull();
    // The same words three times in a row are a loop even without the engine saying so.
    const plain = segments.map(({ quality: _q, ...s }) => s);
    expect(judgeLanguage(plain, speech, 'en', null, prompt)).not.toBeNull();
    expect(withoutInventedText(plain, 'en', prompt).segments).toHaveLength(2);
    // Said twice it is a cue said twice.
    expect(withoutInventedText(plain.slice(0, 2), 'en', prompt).segments).toHaveLength(2);
  });

  it('keeps a cue said three times in a row when each saying has its own speech, and drops a loop that has not', () => {
    const line = 'Breathe in and lift your arms.';
    const said = [1, 4, 7].map((start) => ({ start, end: start + 2, text: line }));
    const spoken = said.map(({ start, end }) => ({ start, end }));
    // Each saying on 2 s of its own speech (3 words a second): real teaching.
    expect(withoutInventedText(said, 'en', prompt, spoken).segments).toHaveLength(3);
    expect(judgeLanguage(said, spoken, 'en', null, prompt)).toBeNull();
    // The decoder wrote the line again over speech that says something else: one short burst, then a long stretch.
    const uneven = [
      { start: 1, end: 1.6 },
      { start: 4, end: 6 },
      { start: 7, end: 11 },
    ];
    expect(withoutInventedText(said, 'en', prompt, uneven).segments).toHaveLength(2);
    // …or over no speech at all.
    expect(withoutInventedText(said, 'en', prompt, spoken.slice(0, 2)).segments).toHaveLength(2);
    // Without speech to check against, the third time is a loop.
    expect(withoutInventedText(said, 'en', prompt).segments).toHaveLength(2);
  });

  it('reads a teacher repeating a sequence, though the chunk compresses well', () => {
    // An English class that says the same three lines three times: the chunk's text loops, its lines do not.
    const quality = { avgLogprob: -0.25, problems: ['loop' as const], attempts: 3 };
    const lines = ['Breathing, and lift your arms.', 'Exhale, and fold forward slowly.', 'Keep your knees soft.'];
    const segments = Array.from({ length: 9 }, (_, i) => ({
      start: 1 + i * 1.2,
      end: 2 + i * 1.2,
      text: lines[i % 3] ?? '',
      quality,
    }));
    const spoken = [{ start: 1, end: 12 }];
    expect(judgeLanguage(segments, spoken, 'en', null, prompt)).toBeNull();
    expect(withoutInventedText(segments, 'en', prompt).segments).toHaveLength(9);
  });

  it('gives the lines read instead of a looping chunk the score of their reading', () => {
    // A chunk of an alternating class that looped after every retry: its breath groups read alone speak for it. The
    // Korean line read alone came back as English words at -1.05 a token; the English one at -0.2.
    const looped: RawSegment = {
      start: 1,
      end: 12,
      text: 'kasayor kasayor kasayor kasayor kasayor kasayor kasayor kasayor kasayor kasayor kasayor kasayor',
      quality: { avgLogprob: -0.23, problems: ['loop'], attempts: 3 },
      alone: [
        {
          start: 1,
          end: 5,
          segments: [{ text: 'Stand at the top of your mat with your feet apart.', avgLogprob: -0.2 }],
        },
        {
          start: 7,
          end: 12,
          segments: [
            { text: "So, we'll be here to be my senior ensemble panel,", avgLogprob: -1.1 },
            { text: 'not be we believe in it.', avgLogprob: -0.95 },
          ],
        },
      ],
    };
    const lines = withoutInventedText([looped], 'en', prompt).segments;
    expect(lines.map((l) => l.text)).toEqual([
      'Stand at the top of your mat with your feet apart.',
      "So, we'll be here to be my senior ensemble panel, not be we believe in it.",
    ]);
    expect(lines[0]?.quality?.avgLogprob).toBeCloseTo(-0.2, 5);
    // Weighted by text: the second line as a whole read at about -1.05, under the line the report quotes at.
    expect(lines[1]?.quality?.avgLogprob).toBeLessThan(-1);
    expect(lines[1]?.quality?.avgLogprob).toBeGreaterThan(-1.1);
  });

  it('leaves accented and misheard English, and a few Korean words, alone', () => {
    const segments = [
      {
        start: 1,
        end: 5,
        text: "You're the morning everyone and welcome to our floor class. Stay long forward, mate.",
      },
      { start: 7, end: 9, text: 'Annyeong haseyo.' },
      { start: 9, end: 12, text: 'Restacking to downward dot and fall for five breaths, tadasana.' },
    ];
    expect(judgeLanguage(segments, speech, 'en', null, prompt)).toBeNull();
  });

  it('judges a class that alternates languages by the share of its speech time that is not English', () => {
    const english = { start: 1, end: 5, text: 'Take a deep breath in and reach your arms up overhead.' };
    const korean = { start: 7, end: 12, text: 'Sumeul gipge deurimasimyeonseo du pareul meori wiro ollimnida.' };
    expect(judgeLanguage([english, korean], speech, 'en', null, prompt)).toMatchObject({ detected: 'ko' });
    // 2 s of 9 (22 %): analysed as English.
    expect(judgeLanguage([english, { ...korean, start: 10 }], speech, 'en', null, prompt)).toBeNull();
    // 4 s of 9 (44 %): over the two-fifths line.
    expect(judgeLanguage([english, { ...korean, start: 8 }], speech, 'en', null, prompt)).toMatchObject({
      detected: 'ko',
    });
  });

  it("reads each segment's own confidence: Korean written as fluent English words scores low", () => {
    // What the embedded engine wrote for a class alternating plain en-gb (a man; written en-gb+f2, whose variant espeak-ng drops) and ko+f3 lines, with each segment's score.
    const segments = [
      { start: 1, end: 5, text: 'Exhale and fold forward, letting your head hand can be.', avgLogprob: -0.43 },
      {
        start: 7,
        end: 12,
        text: 'So, will necessary young search from the army of people so your choice is your.',
        avgLogprob: -1.16,
      },
    ];
    expect(judgeLanguage(segments, speech, 'en', null, prompt)).toMatchObject({ detected: 'ko' });
    // The same words read with confidence are English: the letters alone find nothing in them.
    const sure = segments.map((s) => ({ ...s, avgLogprob: -0.43 }));
    expect(judgeLanguage(sure, speech, 'en', null, prompt)).toBeNull();
    expect(notLanguageShare({ ...segments[1]!, avgLogprob: -0.95 }, 'en')).toBe(1);
    expect(notLanguageShare({ ...segments[0]!, avgLogprob: -0.73 }, 'en')).toBe(0);
  });

  it('reads each breath group alone where the decoder laid one segment over several, or none', () => {
    // What the embedded engine wrote for voice pair B at 63 % Korean: the English line laid over 13 s holding a
    // Korean line, that English line and another Korean line, the Korean heard as nothing (its score, −0.41, and
    // its words are of the English line), and a Korean line after it with no segment at all. Each line decoded on
    // its own audio says what it is.
    const lines = [
      { start: 30, end: 33.7 },
      { start: 34.8, end: 38.4 },
      { start: 39.3, end: 43.3 },
      { start: 44.4, end: 48.4 },
    ];
    const alone = [
      // Music under a line says nothing, unless the readings' scores count and the decoder was unsure of it (below).
      { ...lines[0]!, segments: [{ text: '[Music]', avgLogprob: -1.7 }] },
      // An English line alone is less sure without its context, and misheard: still English.
      {
        ...lines[1]!,
        segments: [{ text: "Let's hear your own phone forward, letting your head hand-fed.", avgLogprob: -1.06 }],
      },
      { ...lines[2]!, segments: [{ text: '(speaking in foreign language)', avgLogprob: -1.08 }] },
      // Under no segment at all: read alone, made-up words.
      { ...lines[3]!, segments: [{ text: 'Chogetpa nukasa, sopamu, dalman nongi bopal.', avgLogprob: -1.16 }] },
    ];
    const segment = {
      start: 30,
      end: 43.3,
      text: 'Exhale and fold forward, letting your head hang heavy.',
      avgLogprob: -0.41,
    };
    const speechSec = lines.reduce((sum, r) => sum + r.end - r.start, 0);
    // Without the readings: only what the English words cannot account for at 1.2 words a second (3.8 s).
    expect(notLanguageSpeech([segment], lines, 'en').unread).toBeCloseTo(3.8, 1);
    expect(judgeLanguage([segment], lines, 'en', null, prompt)).toBeNull();
    // With them: the Korean line under the segment (4 s) and the one under none (4 s).
    expect(notLanguageSpeech([{ ...segment, alone }], lines, 'en').unread).toBeCloseTo(8, 1);
    expect(judgeLanguage([{ ...segment, alone }], lines, 'en', null, prompt)).toMatchObject({ detected: 'ko' });
    expect(8 / speechSec).toBeGreaterThan(0.5);
    // The pieces of a segment carry the same readings; each group counts once, under the piece over it.
    const pieces = [
      { ...segment, end: 33.7, alone },
      { ...segment, start: 34.8, alone },
    ];
    expect(notLanguageSpeech(pieces, lines, 'en').unread).toBeCloseTo(8, 1);
    // A group's own low score counts only under a segment in doubt in context too: then the misheard line does, and
    // so does the line that read alone as nothing but "[Music]" at −1.7 (the decoder could read no word of it and
    // was not sure of the music either). Non-speech read surely still says nothing.
    const doubtful = { ...segment, avgLogprob: -0.75, alone };
    expect(notLanguageSpeech([doubtful], lines, 'en').unread).toBeCloseTo(3.7 + 3.6 + 4 + 4, 1);
    const sureMusic = alone.map((g, i) => (i === 0 ? { ...g, segments: [{ text: '[Music]', avgLogprob: -0.3 }] } : g));
    expect(notLanguageSpeech([{ ...doubtful, alone: sureMusic }], lines, 'en').unread).toBeCloseTo(3.6 + 4 + 4, 1);
  });

  it('finds nothing in English lines read alone, even misheard or with nothing written', () => {
    const lines = [
      { start: 1, end: 4 },
      { start: 5, end: 9 },
    ];
    const segment = {
      start: 1,
      end: 9,
      text: 'Take a deep breath in and reach your arms up. Exhale and fold forward.',
      avgLogprob: -0.5,
      alone: [
        {
          ...lines[0]!,
          segments: [{ text: 'Take a deep breath in and reach your arms up over there.', avgLogprob: -0.6 }],
        },
        { ...lines[1]!, segments: [{ text: '', avgLogprob: -1.5 }] },
      ],
    };
    expect(judgeLanguage([segment], lines, 'en', null, prompt)).toBeNull();
    // A line read alone that comes back as a loop is no evidence, however long the loop (a Scottish ballet class).
    const looped = {
      ...segment,
      alone: [
        {
          ...lines[1]!,
          segments: [
            { text: "No, I'm not going to play." },
            { text: Array.from({ length: 60 }, () => 'loy').join(', ') },
          ],
        },
      ],
    };
    expect(notLanguageSpeech([looped], lines, 'en', prompt).unread).toBe(0);
  });

  it('weighs made-up words by their letters, and counts speech under brackets alone as unread', () => {
    const mixed = {
      start: 1,
      end: 12,
      text: 'Su-mul-nas-wignon-soch-funch-funchy-up-mo-su-yachu-se-yachu. Exhale and fold forward.',
    };
    // Four English words of five, but under a third of the letters.
    expect(notLanguageShare(mixed, 'en')).toBe(1);
    expect(notLanguageShare({ start: 1, end: 12, text: 'Nāun-dok-chase-sā-nāsoch-pon-pon-pup-ni-na.' }, 'en')).toBe(1);
    expect(notLanguageShare({ start: 1, end: 12, text: '(' }, 'en')).toBe(1);
    // A name or a misheard term in an English line leaves it English.
    expect(notLanguageShare({ start: 1, end: 12, text: 'Welcome to vinyasa flow with Jiyeon today.' }, 'en')).toBe(0);
    expect(notLanguageShare({ start: 1, end: 12, text: '15.' }, 'en')).toBe(0);
  });

  it('counts speech its words cannot account for: English lines laid over Korean the engine heard as nothing', () => {
    // 9 s of speech under "Good morning everyone" and "to our float": six words.
    expect(
      judgeLanguage(
        [
          { start: 1, end: 5, text: 'Good morning everyone' },
          { start: 7, end: 12, text: 'to our float' },
        ],
        speech,
        'en',
        null,
        prompt,
      ),
    ).toMatchObject({ detected: 'ko' });
    expect(unreadShare('Slowly lower your knees and rest in child pose.', 5.6)).toBe(0);
  });

  it('counts the speech a foreign marker is followed by, up to the next segment, when nothing is written over it', () => {
    // A mostly-Korean class with no bed: one marker at the start of each chunk, nothing else written.
    const spoken = [
      { start: 1, end: 6 },
      { start: 7, end: 12 },
      { start: 13, end: 18 },
      { start: 19, end: 24 },
    ];
    const markers = [
      { start: 1, end: 4.3, text: '(speaking in foreign language)' },
      { start: 13, end: 15, text: '(speaking in foreign language)' },
    ];
    expect(notLanguageSpeech(markers, spoken, 'en', prompt).unread).toBeCloseTo(20, 5);
    // An English class with a Korean greeting: the marker speaks for the greeting's unwritten tail only, up to the
    // next line written.
    const greeting = [
      { start: 1, end: 4.3, text: '(speaking in foreign language)' },
      { start: 7, end: 12, text: 'Stand at the top of your mat with your feet hip width apart.' },
      { start: 13, end: 18, text: 'Take a deep breath in and reach your arms up overhead.' },
      { start: 19, end: 24, text: 'Exhale and fold forward, letting your head hang heavy.' },
    ];
    expect(notLanguageSpeech(greeting, spoken, 'en', prompt).unread).toBeCloseTo(5, 5);
    expect(judgeLanguage(greeting, spoken, 'en', null, prompt)).toBeNull();
  });
});
