import { randomUUID } from 'node:crypto';
import { computeMetrics, processTranscript } from '@cuecoach/analysis';
import type { Database } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema/index.ts';

/**
 * Inserts a completed one-minute English session with real metrics and a written report, as if a worker had
 * analysed it, and returns its id. For tests of what happens after analysis (report regeneration, its limits).
 */
export async function insertFinishedSession(db: Database['db'], userId: string): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    userId,
    uploadId: `upload-${id}`,
    title: 'A finished class',
    language: 'en',
    fileType: 'wav',
    originalFilename: 'class.wav',
    fileSizeBytes: 1000,
    durationSec: 60,
    status: 'completed',
    metrics: computeMetrics({
      durationSec: 60,
      speechRegions: [{ start: 0, end: 6 }],
      transcript: processTranscript([{ start: 0, end: 6, text: 'Breathe in and lift your arms. Now exhale.' }], {
        language: 'en',
      }),
      filledPauses: [],
      language: 'en',
    }),
    feedbackState: 'completed',
  });
  return id;
}
