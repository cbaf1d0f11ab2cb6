import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_WHISPER_MODEL, findWhisperModel } from '@cuecoach/analysis';
import { adminApi } from '@cuecoach/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { serveRoute } from '../plugins/api-route.ts';
import { writeSetting } from '../settings/app-settings.ts';
import { koreanSpeechModel, koreanSpeechModelSetting, speechModelManifest } from '../settings/speech-model.ts';
import {
  type SpeechModelDownloadTracker,
  speechModelDownloadTracker,
  startSpeechModelDownload,
} from './speech-model-download.ts';

/**
 * The Korean speech model: which whisper.cpp model Korean analyses use, and fetching it ahead of the
 * first Korean class. The download runs in this process; its progress is polled through GET. Mounted by
 * admin/plugin.ts; admins only (`access: 'admin'` in the route table).
 */
export const adminSpeechModelRoutes =
  (database: Database, opts: { modelsDir: string; env: NodeJS.ProcessEnv; downloads?: SpeechModelDownloadTracker }) =>
  async (app: FastifyInstance) => {
    const { db } = database;
    const downloads = opts.downloads ?? speechModelDownloadTracker();

    const status = async () => {
      const manifest = speechModelManifest(opts.env);
      return {
        model: await koreanSpeechModel(db, opts.env),
        defaultModel: opts.env.WHISPER_MODEL?.trim() || DEFAULT_WHISPER_MODEL,
        dir: opts.modelsDir,
        models: manifest.map((m) => ({
          name: m.name,
          file: m.file,
          bytes: m.bytes,
          present: existsSync(join(opts.modelsDir, m.file)),
        })),
        download: downloads.current,
      };
    };

    serveRoute(
      app,
      adminApi.speechModel,
      { tags: ['admin'], summary: 'Korean speech model: the choice, the models on disk, and a download in progress' },
      status,
    );

    serveRoute(
      app,
      adminApi.chooseSpeechModel,
      { tags: ['admin'], summary: 'Choose the whisper.cpp model Korean analyses use' },
      async (request) => {
        if (!findWhisperModel(speechModelManifest(opts.env), request.body.model)) {
          throw new AppError(400, 'validation_failed', `Unknown speech model "${request.body.model}"`, {
            models: speechModelManifest(opts.env).map((m) => m.name),
          });
        }
        await writeSetting(db, koreanSpeechModelSetting, request.body.model);
        return status();
      },
    );

    serveRoute(
      app,
      adminApi.downloadSpeechModel,
      { tags: ['admin'], summary: 'Fetch the chosen Korean speech model now (resumable, checksum-verified)' },
      async (request) => {
        const spec = findWhisperModel(speechModelManifest(opts.env), await koreanSpeechModel(db, opts.env));
        if (!spec) throw new AppError(400, 'validation_failed', 'The chosen speech model is not in the manifest');
        startSpeechModelDownload(downloads, spec, { ...opts, log: request.log });
        return status();
      },
    );
  };
