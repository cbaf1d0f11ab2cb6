import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { WorkerJob } from '../db/schema/index.ts';
import { analysisTranscriberConfig } from '../settings/speech-model.ts';
import { appRelease } from '../version.ts';
import { engineLanguages, workerEngines } from '../workers/engines.ts';
import { checkKoreanModel } from '../workers/korean-model.ts';
import { beat, markStopped, type WorkerIdentity } from '../workers/registry.ts';

export interface PresenceSettings {
  db: Db;
  env: NodeJS.ProcessEnv;
  modelsDir: string;
  concurrency: number;
  heartbeatSeconds: number;
  staleSeconds: number;
  /** How often Korean's model is checked again (on disk? host answering?). */
  modelCheckSeconds: number;
}

export interface WorkerStatus {
  currentJobs: WorkerJob[];
  state: 'running' | 'draining';
}

/**
 * The worker as the registry sees it: who it is, what it can transcribe (which changes while it lives: Korean's
 * model host answers again, the model arrives, the admin chooses another model) and what it is doing now.
 */
export interface WorkerPresence {
  readonly identity: WorkerIdentity;
  /** Writes the registry row now (after a job starts or ends, and when stopping). Never throws. */
  beatNow(): Promise<void>;
  /** Re-reads what this worker can run and, when it changed, records it at once; one check at a time. */
  refreshEngines(): Promise<void>;
  /** Beats every heartbeatSeconds and re-checks the engines every modelCheckSeconds, until `leave`. */
  keepBeating(): void;
  /** Stops the timers and marks the row stopped (it stays for the admin list but no longer counts as alive). */
  leave(): Promise<void>;
}

/** What this worker can transcribe now, with Korean's model checked (an unreachable check counts as no answer). */
async function currentEngines(settings: PresenceSettings) {
  const korean = await checkKoreanModel(
    await analysisTranscriberConfig(settings.db, settings.env, settings.modelsDir),
  ).catch(() => null);
  return workerEngines(settings.env, settings.modelsDir, korean);
}

/**
 * Records a new worker in the registry (a new id at every start) and returns its presence. The first beat is
 * written here, before anything else of the worker exists: a work folder always has a registry row to ask about.
 */
export async function registerWorker(
  settings: PresenceSettings,
  baseLog: FastifyBaseLogger,
  status: () => WorkerStatus,
): Promise<{ presence: WorkerPresence; log: FastifyBaseLogger }> {
  const engines = await currentEngines(settings);
  let identity: WorkerIdentity = {
    id: randomUUID(),
    host: hostname(),
    pid: process.pid,
    version: appRelease,
    engines,
    languages: engineLanguages(engines),
    concurrency: settings.concurrency,
  };
  const log = baseLog.child({ workerId: identity.id });
  await beat(settings.db, identity, { currentJobs: [], state: 'running' }, settings.staleSeconds);

  let heartbeat: NodeJS.Timeout | null = null;
  let modelCheck: NodeJS.Timeout | null = null;
  let checking: Promise<void> | null = null;

  const beatNow = () =>
    beat(settings.db, identity, status(), settings.staleSeconds).catch((err) =>
      log.warn({ err }, 'worker heartbeat write failed'),
    );

  function refreshEngines(): Promise<void> {
    checking ??= (async () => {
      const now = await currentEngines(settings);
      if (JSON.stringify(now) === JSON.stringify(identity.engines)) return;
      const before = identity.languages;
      identity = { ...identity, engines: now, languages: engineLanguages(now) };
      log.info(
        { event: 'worker.engines_changed', engines: now, languages: identity.languages, before },
        'what this worker can analyse changed',
      );
      await beatNow();
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  const presence: WorkerPresence = {
    get identity() {
      return identity;
    },
    beatNow,
    refreshEngines,
    keepBeating() {
      heartbeat = setInterval(() => void beatNow(), settings.heartbeatSeconds * 1000);
      // Only an engine whose availability can change (Korean's model) is worth checking again.
      if (identity.engines.some((e) => e.availability)) {
        modelCheck = setInterval(() => void refreshEngines(), settings.modelCheckSeconds * 1000);
        modelCheck.unref();
      }
    },
    async leave() {
      if (heartbeat) clearInterval(heartbeat);
      if (modelCheck) clearInterval(modelCheck);
      await checking?.catch(() => {});
      await markStopped(settings.db, identity.id).catch((err) =>
        log.warn({ err }, 'could not mark the worker stopped'),
      );
    },
  };
  return { presence, log };
}
