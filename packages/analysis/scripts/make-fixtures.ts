#!/usr/bin/env node
/**
 * Regenerates the analysis test audio with known truth (needs espeak-ng and sox; the generated files are
 * committed, so `npm test` does not). Run: node packages/analysis/scripts/make-fixtures.ts
 *
 * Each fixture is speech synthesised sentence by sentence, trimmed to its exact extent, joined with silences of
 * known length, optionally mixed with a music bed, and written as 16 kHz mono mp3 (32 kbit/s keeps the repo
 * small). The truth JSON next to it lists every sentence with its time, the designed pauses, and the words.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ffmpegPath } from '../src/media/binaries.ts';
import { type ClassScript, type Fixture, makeMusicBed, renderScript } from './synth.ts';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'test', 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'cuecoach-fixtures-'));
const ffmpeg = ffmpegPath();
mkdirSync(out, { recursive: true });

const enClass: ClassScript = {
  voice: 'en-us',
  lead: 1.0,
  tail: 1.0,
  music: { gainDb: -20 },
  items: [
    { say: 'Welcome to our morning flow class' },
    { gap: 0.5 },
    { say: 'Come to the top of your mat and stand tall' },
    { gap: 0.7 },
    { say: 'Take a deep breath in through your nose' },
    { gap: 1.6 },
    { say: 'Now exhale and let your shoulders soften' },
    { gap: 0.6 },
    { say: 'Basically we will move slowly today' },
    { gap: 2.2 },
    { say: 'Step your right foot forward into a low lunge' },
    { gap: 0.45 },
    { say: 'Keep your knee over your ankle' },
    { gap: 3.8 },
    { say: 'Inhale and reach your arms up to the sky' },
    { gap: 0.8 },
    { say: 'Actually you can rest your back knee on the mat' },
    { gap: 6.5 },
    { say: 'Now exhale and bring your hands down to the floor' },
    { gap: 0.5 },
    { say: 'Press back into downward facing dog' },
    { gap: 1.3 },
    { say: 'Pedal your feet and breathe out slowly' },
    { gap: 0.6 },
    { say: 'Move to the front of the mat for a forward fold' },
    { gap: 2.6 },
    { say: 'Slowly roll up to standing one bone at a time' },
    { gap: 0.5 },
    { say: 'Thank you for practicing with me today' },
  ],
};

const enFillers: ClassScript = {
  voice: 'en-us',
  lead: 0.8,
  tail: 0.8,
  music: { gainDb: -20 },
  items: [
    { say: 'Lift your chest' },
    { gap: 0.6 },
    { filler: 'uh' },
    { gap: 0.7 },
    { say: 'and lengthen your spine' },
    { gap: 1.0 },
    { filler: 'um' },
    { gap: 0.6 },
    { say: 'Turn your palms to face each other' },
    { gap: 0.8 },
    { filler: 'uh' },
    { gap: 0.9 },
    { say: 'Relax your jaw' },
    { gap: 0.6 },
    { filler: 'um' },
    { gap: 0.7 },
    { say: 'Now fold forward' },
    { gap: 1.2 },
  ],
};

const koClass: ClassScript = {
  voice: 'ko',
  lead: 1.0,
  tail: 1.0,
  music: { gainDb: -20 },
  items: [
    { say: '매트 앞쪽에 바르게 서 주세요' },
    { gap: 0.6 },
    { say: '숨을 깊게 들이마시고' },
    { gap: 1.5 },
    { say: '천천히 내쉬면서 어깨를 내려 주세요' },
    { gap: 0.5 },
    { filler: '음' },
    { gap: 0.8 },
    { say: '오른발을 앞으로 보내세요' },
    { gap: 3.5 },
    { say: '무릎이 발목 위에 오도록 합니다' },
    { gap: 0.7 },
    { filler: '어' },
    { gap: 0.7 },
    { say: '이제 팔을 위로 뻗어 주세요' },
    { gap: 5.5 },
    { say: '좋습니다 편안하게 쉬세요' },
  ],
};

// Classes that speak their style's vocabulary (styleVocabulary in contracts), with spoken fillers
// (espeak-ng saying um, uh, umm, uhh, 음, 어) between and inside sentences, and designed pauses of 2 s and more.
const enYoga: ClassScript = {
  voice: 'en-us',
  lead: 1.0,
  tail: 1.0,
  music: { gainDb: -20 },
  items: [
    { say: 'Welcome to vinyasa flow, please stand in tadasana' },
    { gap: 0.6 },
    { filler: 'um' },
    { gap: 0.6 },
    { say: 'Inhale your arms up and exhale into uttanasana' },
    { gap: 2.4 },
    { say: 'Step back to plank and lower through chaturanga' },
    { gap: 0.7 },
    { say: 'Press up and come back to downward dog' },
    { gap: 0.5 },
    { filler: 'uh' },
    { gap: 0.5 },
    { say: 'Hold for five breaths, one, two, three, four, five' },
    { gap: 3.0 },
    { say: 'Step forward into warrior two and breathe with ujjayi' },
    { gap: 0.8 },
    { filler: 'umm' },
    { gap: 0.9 },
    { say: 'Open into trikonasana and reach long' },
    { gap: 2.2 },
    { say: 'Rest in balasana for a moment' },
    { gap: 0.6 },
    { filler: 'uhh' },
    { gap: 0.7 },
    { say: 'Flow through another vinyasa at your own pace' },
    { gap: 4.5 },
    { say: 'Lie down on your back for savasana' },
    { gap: 0.8 },
    { filler: 'um' },
    { gap: 0.6 },
    { say: 'Let your breath be natural and soften your face' },
    { gap: 2.6 },
    { say: 'Thank you for your practice, namaste' },
  ],
};

const enPilates: ClassScript = {
  voice: 'en-us',
  lead: 1.0,
  tail: 1.0,
  music: { gainDb: -20 },
  items: [
    { say: 'Lie on the reformer carriage with your feet on the footbar' },
    { gap: 0.6 },
    { filler: 'uh' },
    { gap: 0.6 },
    { say: 'We use two red springs for footwork today' },
    { gap: 2.3 },
    { say: 'Find your neutral spine and engage your powerhouse' },
    { gap: 0.7 },
    { say: 'Press out for eight, one, two, three, four, five, six, seven, eight' },
    { gap: 3.2 },
    { say: 'Now lift your head for the hundred' },
    { gap: 0.6 },
    { filler: 'um' },
    { gap: 0.7 },
    { say: 'Pump your arms and breathe in for five and out for five' },
    { gap: 2.5 },
    { say: 'Move to the cadillac for a roll up' },
    { gap: 0.8 },
    { filler: 'uhh' },
    { gap: 0.6 },
    { say: 'Then try the teaser and keep your imprint' },
    { gap: 5.0 },
    { say: 'Finish with short spine on the reformer' },
    { gap: 0.5 },
    { filler: 'umm' },
    { gap: 0.6 },
    { say: 'Great work everyone, relax your shoulders' },
  ],
};

const koYoga: ClassScript = {
  voice: 'ko',
  lead: 1.0,
  tail: 1.0,
  music: { gainDb: -20 },
  items: [
    { say: '오늘은 빈야사 수업을 시작하겠습니다' },
    { gap: 0.6 },
    { filler: '음' },
    { gap: 0.7 },
    { say: '산 자세로 바르게 서 주세요' },
    { gap: 2.4 },
    { say: '플랭크에서 차투랑가로 내려갑니다' },
    { gap: 0.7 },
    { filler: '어' },
    { gap: 0.6 },
    { say: '다운독으로 올라와서 다섯 번 호흡합니다' },
    { gap: 3.0 },
    { say: '전사 자세로 앞발을 보내 주세요' },
    { gap: 0.6 },
    { filler: '음' },
    { gap: 0.8 },
    { say: '아기 자세에서 잠시 쉬세요' },
    { gap: 4.0 },
    { say: '이제 사바아사나로 누워 주세요' },
    { gap: 0.7 },
    { filler: '어' },
    { gap: 0.6 },
    { say: '수고하셨습니다 나마스테' },
  ],
};

const fixtures: [string, ClassScript][] = [
  ['en-class', enClass],
  ['en-fillers', enFillers],
  ['ko-class', koClass],
  ['en-yoga', enYoga],
  ['en-pilates', enPilates],
  ['ko-yoga', koYoga],
];
// `--only en-yoga,ko-yoga` regenerates just those (the others are committed and unchanged).
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
for (const [name, script] of fixtures) {
  if (only && !only.has(name)) continue;
  const fixture: Fixture = renderScript(script, tmp, name);
  const wav = fixture.wavPath;
  const mixed = script.music ? makeMusicBed(wav, fixture.truth, script.music.gainDb, tmp, name) : wav;
  encodeMp3(mixed, join(out, `${name}.mp3`));
  writeFileSync(join(out, `${name}.truth.json`), `${JSON.stringify(fixture.truth, null, 2)}\n`);
  console.log(`${name}: ${fixture.durationSec.toFixed(2)} s, ${fixture.truth.sentences.length} sentences`);
}

if (only) {
  rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}

// Container fixtures for refusals and profiles: a short mp4 with video + audio, and one with video only.
const lavfi = (spec: string) => ['-f', 'lavfi', '-i', spec];
execFileSync(ffmpeg, [
  '-y',
  '-v',
  'error',
  ...lavfi('testsrc=size=64x48:rate=10:duration=3'),
  ...lavfi('sine=frequency=440:sample_rate=16000:duration=3'),
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '24k',
  join(out, 'video-with-audio.mp4'),
]);
execFileSync(ffmpeg, [
  '-y',
  '-v',
  'error',
  ...lavfi('testsrc=size=64x48:rate=10:duration=2'),
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-pix_fmt',
  'yuv420p',
  join(out, 'video-only.mp4'),
]);

// LibriVox clips with reference transcripts from Debian's pocketsphinx-testdata (public domain).
const librivox = '/usr/share/pocketsphinx/test/data/librivox';
mkdirSync(join(out, 'librivox'), { recursive: true });
for (const name of ['fileids', 'transcription']) copyFileSync(join(librivox, name), join(out, 'librivox', name));
for (const id of execFileSync('cat', [join(librivox, 'fileids')], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)) {
  copyFileSync(join(librivox, `${id}.wav`), join(out, 'librivox', `${id}.wav`));
}

const whisperSrc = join(here, '..', '..', '..', '..', 'shared', 'testdata', 'whisper');
mkdirSync(join(out, 'whisper'), { recursive: true });
for (const name of ['for-tests-ggml-tiny.bin', 'README.md']) {
  try {
    copyFileSync(join(whisperSrc, name), join(out, 'whisper', name));
  } catch {
    console.warn(`(skipped ${name}: ${whisperSrc} not found; the committed copy stays)`);
  }
}

rmSync(tmp, { recursive: true, force: true });

function encodeMp3(input: string, output: string): void {
  execFileSync(ffmpeg, [
    '-y',
    '-v',
    'error',
    '-i',
    input,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    output,
  ]);
}
