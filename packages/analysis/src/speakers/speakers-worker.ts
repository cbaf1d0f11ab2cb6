// Worker thread for speaker turns (find-speakers-thread.ts): findSpeakers on the decoded PCM file, which it reads
// itself, so the main thread meanwhile detects filled pauses on the other core.
import { parentPort, workerData } from 'node:worker_threads';
import { PcmFile } from '../media/decode.ts';
import type { TimeRange } from '../vad/speech-regions.ts';
import { findSpeakers, type SpeakerTurn } from './find-speakers.ts';

export interface SpeakersWorkerData {
  pcmPath: string;
  sampleCount: number;
  regions: TimeRange[];
}

export type SpeakersWorkerMessage = { type: 'done'; turns: SpeakerTurn[] } | { type: 'error'; message: string };

const { pcmPath, sampleCount, regions } = workerData as SpeakersWorkerData;
findSpeakers(new PcmFile(pcmPath, sampleCount), regions).then(
  (turns) => parentPort!.postMessage({ type: 'done', turns } satisfies SpeakersWorkerMessage),
  (error: unknown) =>
    parentPort!.postMessage({ type: 'error', message: (error as Error).message } satisfies SpeakersWorkerMessage),
);
