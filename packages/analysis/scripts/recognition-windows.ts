import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from '../src/media/binaries.ts';
import { decodeToPcmFile, openPcmFile, type PcmFile } from '../src/media/decode.ts';
import { type AudioLevels, measureLevels, vadGainDb } from '../src/media/levels.ts';
import { type AudioChunk, buildChunks } from '../src/segmentation/chunks.ts';
import { VAD_FRAME_SAMPLES } from '../src/vad/silero.ts';
import { detectSpeechRegions, type TimeRange } from '../src/vad/speech-regions.ts';

/**
 * A recording's recogniser windows as the pipeline cuts them (decode, levels, VAD, chunks), for the whisper.cpp
 * tests and bench that call a transcriber directly. `close()` removes the decoded audio.
 */
export async function recognitionWindows(
  file: string,
): Promise<{ pcm: PcmFile; chunks: AudioChunk[]; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'cuecoach-windows-'));
  const pcmPath = join(dir, 'audio.f32');
  await decodeToPcmFile(file, pcmPath);
  const pcm = await openPcmFile(pcmPath);
  const levels: AudioLevels = await measureLevels(pcm);
  let regions: TimeRange[] = [];
  let probabilities: number[] = [];
  await detectSpeechRegions(pcm, {
    gainDb: vadGainDb(levels),
    noiseFloorDbfs: levels.noiseFloorDbfs,
    onModelRegions: (r) => {
      regions = r;
    },
    onProbabilities: (p) => {
      probabilities = p;
    },
  });
  const chunks = buildChunks(regions, pcm.durationSec, {
    frameProbabilities: probabilities,
    frameSec: VAD_FRAME_SAMPLES / 16_000,
  });
  return { pcm, chunks, close: () => rm(dir, { recursive: true, force: true }) };
}

/** Recordings joined one after another into a 16 kHz mono WAV at `output` (a longer class from the fixtures). */
export function joinRecordings(files: string[], output: string): void {
  const inputs = files.flatMap((f) => ['-i', f]);
  const filter = `${files.map((_, i) => `[${i}:a]`).join('')}concat=n=${files.length}:v=0:a=1`;
  execFileSync(ffmpegPath(), [
    '-nostdin',
    '-v',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filter,
    '-ac',
    '1',
    '-ar',
    '16000',
    output,
  ]);
}
