import { type AnalysisLanguage, audioLeavesMachine, type Capabilities } from '@cuecoach/contracts';
import type { DbOrTx } from '../db/client.ts';
import { koreanAvailabilityOf } from './korean-availability.ts';
import { liveCapabilities, liveWorkers } from './registry.ts';

/**
 * The analysis part of GET /api/capabilities, from the live workers. `transcriber` names where speech goes: an
 * engine that sends audio off the machine (`audioLeavesMachine`) as soon as any live worker has one (the privacy
 * text must not understate it), otherwise the first engine, or `none` with no worker running.
 */
export async function workerCapabilities(
  db: DbOrTx,
): Promise<Pick<Capabilities, 'languages' | 'transcriber' | 'workers' | 'engines' | 'korean'>> {
  const [live, rows] = await Promise.all([liveCapabilities(db), liveWorkers(db)]);
  // Never the file, path or host: those are for the admin's status page.
  const { details: _adminOnly, ...korean } = koreanAvailabilityOf(rows);
  const languages = live.languages as AnalysisLanguage[];
  const transcriber =
    live.engines.find((e) => audioLeavesMachine(e.engine))?.engine ?? live.engines[0]?.engine ?? 'none';
  return {
    languages,
    transcriber,
    korean,
    workers: live.workers,
    engines: live.engines.map((e) => ({ ...e, languages: e.languages as AnalysisLanguage[] })),
  };
}
