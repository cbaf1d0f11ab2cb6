import { AnalysisError, placeByHandMessage } from '@cuecoach/analysis';
import { describe, expect, it } from 'vitest';
import { userErrorMessage } from '../../src/session-store/user-error-message.ts';

/**
 * The first Korean analysis on a server that cannot reach the model mirror failed with the engine's message for the
 * operator — the mirror's address and the models folder — as the user's error message.
 */
describe("a failed analysis's message to its owner", () => {
  const spec = { name: 'small', file: 'ggml-small.bin', bytes: 487_601_967, sha256: 'a'.repeat(64) };
  const engine = placeByHandMessage(
    { spec, dir: '/srv/cuecoach/data/models', host: 'https://mirror.internal.example:8443/whisper' },
    'getaddrinfo ENOTFOUND mirror.internal.example',
  );

  it('is what the attack saw: the engine message names the server folder and the mirror', () => {
    expect(engine).toContain('/srv/cuecoach/data/models');
    expect(engine).toContain('mirror.internal.example');
  });

  it('names neither the server path nor the mirror host, nor tells the user to do operator work', () => {
    const shown = userErrorMessage(new AnalysisError('model_unavailable', engine).code, engine);
    expect(shown).not.toMatch(/\/srv|mirror|https?:|ggml|place it/i);
    expect(shown.length).toBeGreaterThan(10);
  });

  it('keeps the useful words of other failures but takes addresses and absolute paths out', () => {
    const shown = userErrorMessage(
      'transcriber_failed',
      'whisper-cpp exited 1 reading /tmp/cuecoach-analysis-x1/audio.f32 (see http://10.0.0.7:8080/status)',
    );
    expect(shown).toContain('whisper-cpp exited 1');
    expect(shown).not.toMatch(/\/tmp|10\.0\.0\.7|http/);
    expect(userErrorMessage('analysis_failed', "ENOENT: no such file, open '/var/lib/cuecoach/x'")).not.toContain(
      '/var',
    );
  });
});
