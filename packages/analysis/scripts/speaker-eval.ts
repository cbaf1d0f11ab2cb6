#!/usr/bin/env node
/**
 * `node packages/analysis/scripts/speaker-eval.ts [--set dev|heldout|one|all|close|close-held|fresh|fresh2|fresh3|fresh4|fresh5|long] [--how R,…] [--asr] [--only NAME]`: renders the
 * speaker fixtures (speaker-fixtures.ts), finds the speakers the way the pipeline does (decode, levels, VAD,
 * findSpeakers) and prints, per fixture, the other voices' turns and seconds against the truth, how many of the
 * instructor's words fall in their lines (by the truth's sentences) and whether any question is left in the
 * instructor's. With --asr the whole analysis runs and the instructor's recognised word count is printed too.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeToPcmFile, openPcmFile } from '../src/media/decode.ts';
import { measureLevels, vadGainDb } from '../src/media/levels.ts';
import { analyzeFile } from '../src/pipeline.ts';
import { speakerOf } from '../src/speakers/attribute.ts';
import { findSpeakers } from '../src/speakers/find-speakers.ts';
import { withParticipantLines } from '../src/speakers/participant-lines.ts';
import { transcriberConfigFromEnv } from '../src/transcription/config.ts';
import { detectSpeechRegions, type TimeRange } from '../src/vad/speech-regions.ts';
import {
  developmentPairs,
  heldOutPairs,
  LIBRIVOX_DIR,
  librivoxReader,
  longClass,
  longTwoVoiceScript,
  oneVoiceScripts,
  type Rendering,
  renderAs,
  type SpeakerFixture,
  truthOtherTurns,
  twoVoiceScripts,
  yogaClass,
} from './speaker-fixtures.ts';
import {
  closeHeldOutPairs,
  closeHeldOutTwoVoiceScripts,
  closeOneVoiceScripts,
  closePairs,
  closeRenderings,
  closeTwoVoiceScripts,
} from './speaker-fixtures-close.ts';
import {
  fresh2OneVoiceScripts,
  fresh2Pairs,
  fresh2TwoVoiceScripts,
  fresh3OneVoiceRenderings,
  fresh3OneVoiceScripts,
  fresh3Pairs,
  fresh3TwoVoiceRenderings,
  fresh3TwoVoiceScripts,
  fresh4OneVoiceRenderings,
  fresh4OneVoiceScripts,
  fresh4Pairs,
  fresh4TwoVoiceRenderings,
  fresh4TwoVoiceScripts,
  fresh5OneVoiceRenderings,
  fresh5OneVoiceScripts,
  fresh5Pairs,
  fresh5TwoVoiceRenderings,
  fresh5TwoVoiceScripts,
  freshOneVoiceScripts,
  freshPairs,
  freshTwoVoiceScripts,
} from './speaker-fixtures-held-out.ts';
import type { ClassScript, Truth } from './synth.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    asr: { type: 'boolean' },
    only: { type: 'string' },
    keep: { type: 'string' },
    file: { type: 'string' },
    how: { type: 'string' },
  },
});
const set = values.set ?? 'dev';
const dir = mkdtempSync(join(tmpdir(), 'cuecoach-speakers-'));
/** --keep DIR: keep each fixture's decoded audio, speech regions and truth there, to try changes without re-rendering. */
const keep = values.keep;
if (keep) mkdirSync(keep, { recursive: true });
/** --how late-music,music-8: other renderings of the development and earlier held-out pairs. */
const renderings = (values.how?.split(',') ?? ['mp3', 'music', 'phone']) as Rendering[];
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

async function speakersOf(file: string, name: string, truth?: Truth) {
  const pcmPath = join(keep ?? dir, `${name}.f32`);
  const kept = join(keep ?? dir, `${name}.json`);
  let regions: TimeRange[];
  if (keep && existsSync(kept)) regions = (JSON.parse(readFileSync(kept, 'utf8')) as { regions: TimeRange[] }).regions;
  else {
    await decodeToPcmFile(file, pcmPath);
    const decoded = await openPcmFile(pcmPath);
    const levels = await measureLevels(decoded);
    regions = await detectSpeechRegions(decoded, { gainDb: vadGainDb(levels), noiseFloorDbfs: levels.noiseFloorDbfs });
    if (keep) writeFileSync(kept, JSON.stringify({ regions, truth }));
  }
  const pcm = await openPcmFile(pcmPath);
  const cpu = process.cpuUsage();
  const turns = await findSpeakers(pcm, regions);
  const used = process.cpuUsage(cpu);
  return {
    turns,
    cpuMs: (used.user + used.system) / 1000,
    speechSec: regions.reduce((s, r) => s + r.end - r.start, 0),
  };
}

async function report(fixture: SpeakerFixture) {
  const { turns, cpuMs } = await speakersOf(fixture.file, fixture.name, fixture.truth);
  const others = turns.filter((t) => t.speaker === 'other');
  const otherSec = others.reduce((s, t) => s + t.end - t.start, 0);
  let instructorWords = 0;
  let instructorWordsLost = 0;
  let questionsInInstructor = 0;
  // Words the instructor's metrics would count if recognition were perfect: her own kept, the others' left with her.
  let otherWordsInInstructor = 0;
  for (const s of fixture.truth.sentences) {
    const who = speakerOf(s, turns);
    if (s.speaker && who === 'instructor') {
      questionsInInstructor++;
      otherWordsInInstructor += words(s.text);
    }
    if (!s.speaker) {
      instructorWords += words(s.text);
      if (who === 'other') instructorWordsLost += words(s.text);
    }
  }
  // As the pipeline reads the lines (withParticipantLines), had the recogniser heard every sentence as written.
  const read = withParticipantLines(turns, fixture.truth.sentences, 'en');
  const readLeft = fixture.truth.sentences.filter((s) => s.speaker && speakerOf(s, read) === 'instructor').length;
  const readLost = fixture.truth.sentences
    .filter((s) => !s.speaker && speakerOf(s, read) === 'other')
    .reduce((n, s) => n + words(s.text), 0);
  const contested = turns.filter((t) => t.contested).length;
  // The same reading without the contested regions (as before 28 Nov): what the voices' doubt adds.
  const plainRead = withParticipantLines(
    turns.map(({ contested: _, ...t }) => t),
    fixture.truth.sentences,
    'en',
  );
  const plainLeft = fixture.truth.sentences.filter((s) => s.speaker && speakerOf(s, plainRead) === 'instructor').length;
  totals.plainLeft += plainLeft;
  let asr = '';
  if (values.asr) {
    const result = await analyzeFile(fixture.file, {
      language: 'en',
      style: 'mat',
      transcriber: transcriberConfigFromEnv({ TRANSCRIBER: 'local' }),
    });
    // Each student sentence as heard, and whose line it landed in.
    const heard = fixture.truth.sentences
      .filter((s) => s.speaker)
      .map((s) => {
        const line = result.rawSegments.find((l) => Math.min(l.end, s.end) - Math.max(l.start, s.start) > 0.3);
        return line ? `[${speakerOf(line, result.speakerTurns)}] ${line.text.trim()}` : '[not heard]';
      });
    asr = ` | asr: ${[...new Set(heard)].join(' / ')}`;
    asr += ` | asr: instructor words ${result.metrics.totalWords}/${fixture.truth.wordCount}, other ${result.metrics.otherSpeech?.turns ?? 0} turns ${(result.metrics.otherSpeech?.seconds ?? 0).toFixed(1)} s`;
  }
  tally(fixture, questionsInInstructor, instructorWordsLost, others.length);
  totals.readLeft += readLeft;
  totals.readLost += readLost;
  if (fixture.truth.sentences.some((s) => s.speaker) && readLeft === 0) totals.readFully++;
  console.log(
    `${fixture.name.padEnd(30)} other turns ${others.length}/${fixture.otherTurns.length}, ${otherSec.toFixed(1)}/${fixture.otherSec.toFixed(1)} s; instructor words kept ${instructorWords - instructorWordsLost}/${instructorWords}; student sentences left with instructor ${questionsInInstructor} (instructor's count ${instructorWords - instructorWordsLost + otherWordsInInstructor}/${instructorWords}); read as written: left ${readLeft} (${plainLeft} without contested), instructor words taken ${readLost}; contested ${contested}; speakers ${cpuMs.toFixed(0)} ms cpu${asr}`,
  );
}

/** Totals: two-voice classes fully separated, partly, missed; one-voice classes with a false second voice. */
const totals = {
  fully: 0,
  partly: 0,
  missed: 0,
  left: 0,
  wordsLost: 0,
  oneVoice: 0,
  falseOther: 0,
  readFully: 0,
  readLeft: 0,
  readLost: 0,
  plainLeft: 0,
};
function tally(fixture: SpeakerFixture, left: number, wordsLost: number, otherTurns: number) {
  const questions = fixture.truth.sentences.filter((s) => s.speaker).length;
  totals.wordsLost += wordsLost;
  if (!questions) {
    totals.oneVoice++;
    if (otherTurns) totals.falseOther++;
    return;
  }
  totals.left += left;
  if (left === 0) totals.fully++;
  else if (left < questions) totals.partly++;
  else totals.missed++;
}

function fixtureFor(script: ClassScript, how: Rendering, name: string): SpeakerFixture {
  const kept = keep && join(keep, `${name}-${how}.json`);
  if (!kept || !existsSync(kept)) return renderAs(script, how, dir, name);
  const { truth } = JSON.parse(readFileSync(kept, 'utf8')) as { truth: Truth };
  const otherSec = truth.sentences.filter((s) => s.speaker).reduce((sum, s) => sum + s.end - s.start, 0);
  return { name: `${name}-${how}`, file: '', truth, otherSec, otherTurns: truthOtherTurns(truth) };
}

const pairs = values.file
  ? []
  : set === 'dev'
    ? developmentPairs
    : set === 'heldout'
      ? heldOutPairs
      : set === 'all'
        ? [...developmentPairs, ...heldOutPairs]
        : [];
try {
  if (values.file) {
    // Cost of the step on any recording (the 30-minute benchmark class): CPU time of findSpeakers alone.
    const { turns, cpuMs, speechSec } = await speakersOf(values.file, 'file');
    const others = turns.filter((t) => t.speaker === 'other');
    console.log(
      `${values.file}: speech ${speechSec.toFixed(0)} s, other turns ${others.length} (${others.reduce((s, t) => s + t.end - t.start, 0).toFixed(1)} s), findSpeakers ${cpuMs.toFixed(0)} ms CPU, rss ${(process.memoryUsage.rss() / 1e6).toFixed(0)} MB`,
    );
  }
  for (const pair of pairs) {
    for (const { name, script } of twoVoiceScripts(pair)) {
      for (const how of renderings) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'fresh') {
    // The second held-out set: other pairs and questions, beds at three levels, phone copies; and one voice.
    const fresh: Rendering[] = ['mp3', 'music-8', 'music', 'music-16', 'phone'];
    const scripts = [...freshPairs.flatMap(freshTwoVoiceScripts), ...freshOneVoiceScripts()];
    for (const { name, script } of scripts) {
      for (const how of fresh) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'fresh2') {
    // The third held-out set: also a question asked after music was turned on mid-class, and one voice.
    const fresh: Rendering[] = ['mp3', 'music-8', 'music', 'music-16', 'phone', 'late-music'];
    const one: Rendering[] = ['mp3', 'music-8', 'music', 'phone', 'late-music', 'late-loud-music'];
    const scripts = [
      ...fresh2Pairs.flatMap(fresh2TwoVoiceScripts).map((s) => ({ ...s, renderings: fresh })),
      ...fresh2OneVoiceScripts().map((s) => ({ ...s, renderings: one })),
    ];
    for (const { name, script, renderings: hows } of scripts) {
      for (const how of hows) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'fresh3') {
    // The fourth held-out set: music turned on at other times and levels.
    const scripts = [
      ...fresh3Pairs.flatMap(fresh3TwoVoiceScripts).map((s) => ({ ...s, renderings: fresh3TwoVoiceRenderings })),
      ...fresh3OneVoiceScripts().map((s) => ({ ...s, renderings: fresh3OneVoiceRenderings })),
    ];
    for (const { name, script, renderings: hows } of scripts) {
      for (const how of hows) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'long') {
    // Long classes (two in one) with music turned on halfway: about a minute of speech on each side of the change.
    const scripts = [
      ...developmentPairs.map((pair) => ({ ...longTwoVoiceScript(pair), renderings: ['late-music'] as Rendering[] })),
      ...oneVoiceScripts()
        .slice(0, 3)
        .map(({ name, script }) => ({
          name: `long-${name}`,
          script: longClass(script, { ...yogaClass, voice: script.voice }),
          renderings: ['late-music', 'late-loud-music'] as Rendering[],
        })),
    ];
    for (const { name, script, renderings: hows } of scripts) {
      for (const how of hows) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'fresh4') {
    const scripts = [
      ...fresh4Pairs.flatMap(fresh4TwoVoiceScripts).map((s) => ({ ...s, renderings: fresh4TwoVoiceRenderings })),
      ...fresh4OneVoiceScripts().map((s) => ({ ...s, renderings: fresh4OneVoiceRenderings })),
    ];
    for (const { name, script, renderings: hows } of scripts) {
      for (const how of hows) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'fresh5') {
    // The sixth held-out set: questions asked after music was turned on mid-class, in other voices and beds.
    const scripts = [
      ...fresh5Pairs.flatMap(fresh5TwoVoiceScripts).map((s) => ({ ...s, renderings: fresh5TwoVoiceRenderings })),
      ...fresh5OneVoiceScripts().map((s) => ({ ...s, renderings: fresh5OneVoiceRenderings })),
    ];
    for (const { name, script, renderings: hows } of scripts) {
      for (const how of hows) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'close' || set === 'close-held') {
    // Close same-sex voices under beds 6-12 dB down and on a phone; one voice in the same renderings.
    const scripts =
      set === 'close'
        ? [...closePairs.flatMap(closeTwoVoiceScripts), ...closeOneVoiceScripts().slice(0, 4)]
        : [...closeHeldOutPairs.flatMap(closeHeldOutTwoVoiceScripts), ...closeOneVoiceScripts().slice(4)];
    for (const { name, script } of scripts) {
      for (const how of closeRenderings) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
  }
  if (set === 'one' || set === 'all') {
    for (const { name, script } of oneVoiceScripts()) {
      for (const how of [...renderings, 'late-music' as const, 'late-loud-music' as const]) {
        if (values.only && !`${name}-${how}`.includes(values.only)) continue;
        await report(fixtureFor(script, how, name));
      }
    }
    const reader = librivoxReader(dir, LIBRIVOX_DIR);
    if (reader) {
      const { turns } = await speakersOf(reader, 'librivox-reader');
      const others = turns.filter((t) => t.speaker === 'other');
      totals.oneVoice++;
      if (others.length) totals.falseOther++;
      console.log(
        `librivox-reader                other turns ${others.length}/0, ${others.reduce((s, t) => s + t.end - t.start, 0).toFixed(1)}/0 s`,
      );
    }
  }
  console.log(
    `two-voice: fully ${totals.fully}, partly ${totals.partly}, missed ${totals.missed} (question sentences left ${totals.left}); instructor words taken ${totals.wordsLost}; one voice: false second voice in ${totals.falseOther} of ${totals.oneVoice}; read as written: fully ${totals.readFully}, left ${totals.readLeft} (${totals.plainLeft} without contested), instructor words taken ${totals.readLost}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
