import { HOW_TO_ENABLE_KOREAN } from '@cuecoach/analysis';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { liveCapabilities } from './registry.ts';

/**
 * Refuses (before any charge) a start that no live worker can serve: none is running, or none runs an engine
 * for the language. What the API process itself is configured with does not matter: the workers run the job.
 */
export async function assertLiveWorkerFor(db: DbOrTx, language: string): Promise<void> {
  const caps = await liveCapabilities(db);
  if (caps.workers === 0) {
    throw new AppError(
      409,
      'no_worker_available',
      'No analysis worker is running right now, so the analysis cannot start. Nothing was charged; try again in a few minutes.',
      { language },
    );
  }
  if (!caps.languages.includes(language)) {
    const running = caps.engines.map((e) => `${e.engine} (${e.languages.join(', ')})`).join('; ') || 'none';
    throw new AppError(
      409,
      'language_unsupported',
      `No running worker can transcribe "${language}": the workers run ${running}. ${language === 'ko' ? HOW_TO_ENABLE_KOREAN : ''}`.trim(),
      { language, languages: caps.languages },
    );
  }
}
