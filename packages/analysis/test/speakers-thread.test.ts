import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeToPcmFile, openPcmFile } from '../src/media/decode.ts';
import { findSpeakers } from '../src/speakers/find-speakers.ts';
import { findSpeakersOnThread } from '../src/speakers/find-speakers-thread.ts';
import { detectSpeechRegions } from '../src/vad/speech-regions.ts';
import { fixture } from './helpers/fixtures.ts';

const work = mkdtempSync(join(tmpdir(), 'cuecoach-speakers-thread-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('speaker turns on a thread of their own', () => {
  // The analysis finds speaker turns on a worker thread while it finds filled pauses: the turns must be the ones the
  // same code gives on the calling thread.
  it('gives the turns findSpeakers gives, and stops when the analysis is cancelled', async () => {
    const path = join(work, 'en-yoga.f32');
    await decodeToPcmFile(fixture('en-yoga.mp3'), path);
    const pcm = await openPcmFile(path);
    const regions = await detectSpeechRegions(pcm);
    const turns = await findSpeakersOnThread(pcm, regions);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns).toEqual(await findSpeakers(pcm, regions));
    const controller = new AbortController();
    controller.abort();
    await expect(findSpeakersOnThread(pcm, regions, { signal: controller.signal })).rejects.toMatchObject({
      code: 'cancelled',
    });
  });
});
