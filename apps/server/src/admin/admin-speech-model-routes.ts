import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_WHISPER_MODEL, findWhisperModel } from '@cuecoach/analysis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { writeSetting } from '../settings/app-settings.ts';
import { koreanSpeechModel, koreanSpeechModelSetting, speechModelManifest } from '../settings/speech-model.ts';
import {
  type SpeechModelDownloadTracker,
  speechModelDownloadState,
  speechModelDownloadTracker,
  startSpeechModelDownload,
} from './speech-model-download.ts';

const speechModelStatus = z.object({
  model: z.string(),
  defaultModel: z.string(),
  dir: z.string(),
  models: z.array(z.object({ name: z.string(), file: z.string(), bytes: z.number(), present: z.boolean() })),
  download: speechModelDownloadState,
});

/**
 * The Korean speech model: which whisper.cpp model Korean analyses use, and fetching it ahead of the
 * first Korean class. The download runs in this process; its progress is polled through GET. Mounted by
 * admin/plugin.ts (requireAdmin).
 */
export const adminSpeechModelRoutes =
  (
    database: Database,
    opts: { modelsDir: string; env: NodeJS.ProcessEnv; downloads?: SpeechModelDownloadTracker },
  ): FastifyPluginAsyncZod =>
  async (app) => {
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

    app.get(
      '/admin/settings/speech-model',
      {
        schema: {
          tags: ['admin'],
          summary: 'Korean speech model: the choice, the models on disk, and a download in progress',
          response: { 200: speechModelStatus },
        },
      },
      status,
    );

    app.put(
      '/admin/settings/speech-model',
      {
        schema: {
          tags: ['admin'],
          summary: 'Choose the whisper.cpp model Korean analyses use',
          body: z.object({ model: z.string().min(1).max(40) }),
          response: { 200: speechModelStatus },
        },
      },
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

    app.post(
      '/admin/speech-model/download',
      {
        schema: {
          tags: ['admin'],
          summary: 'Fetch the chosen Korean speech model now (resumable, checksum-verified)',
          response: { 202: speechModelStatus },
        },
      },
      async (request, reply) => {
        const spec = findWhisperModel(speechModelManifest(opts.env), await koreanSpeechModel(db, opts.env));
        if (!spec) throw new AppError(400, 'validation_failed', 'The chosen speech model is not in the manifest');
        startSpeechModelDownload(downloads, spec, { ...opts, log: request.log });
        return reply.code(202).send(await status());
      },
    );
  };
