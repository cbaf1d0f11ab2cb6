import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillerRecall, segmentGapAgreement, segmentsSpanningPauses } from '../scripts/truth-checks.ts';
import { analyzeFile } from '../src/pipeline.ts';
import type { TranscriberConfig } from '../src/transcription/types.ts';
import { configFor, fixture, readTruth } from './helpers/fixtures.ts';

// A local OpenAI-compatible server: each test scripts the responses; every request is recorded.
interface Recorded {
  auth: string | undefined;
  contentType: string | undefined;
  body: string;
}
let server: Server;
let baseUrl: string;
let requests: Recorded[] = [];
let script: ((req: Recorded, n: number) => { status: number; body: unknown })[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const recorded = {
      auth: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: await readBody(req),
    };
    if (req.url !== '/v1/audio/transcriptions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    requests.push(recorded);
    const step = script[Math.min(requests.length - 1, script.length - 1)]!;
    const { status, body } = step(recorded, requests.length);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

function config(): TranscriberConfig {
  const cfg = configFor('openai', {
    OPENAI_BASE_URL: baseUrl,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
  });
  cfg.openai.retryBaseMs = 5;
  return cfg;
}

const field = (body: string, name: string) => body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];

describe('openai engine against an OpenAI-compatible server', () => {
  it('uploads each chunk as WAV with model, language and a disfluent prompt, and places segments in file time', async () => {
    script = [
      () => ({
        status: 200,
        body: { text: 'um lift your chest', segments: [{ start: 0.5, end: 2.0, text: ' Um, lift your chest.' }] },
      }),
    ];
    const result = await analyzeFile(fixture('en-fillers.mp3'), { language: 'en', transcriber: config() });
    expect(requests.length).toBeGreaterThanOrEqual(1);
    const first = requests[0]!;
    expect(first.auth).toBe('Bearer sk-test');
    expect(first.contentType).toMatch(/^multipart\/form-data/);
    expect(field(first.body, 'model')).toBe('whisper-1');
    expect(field(first.body, 'language')).toBe('en');
    expect(field(first.body, 'response_format')).toBe('verbose_json');
    expect(field(first.body, 'prompt')).toMatch(/Umm.*uh/);
    expect(first.body).toContain('RIFF');
    expect(result.engine).toMatchObject({ transcriber: 'openai', model: 'whisper-1' });
    // The first chunk starts a little before the first speech (≈0.8 s); segment times are offset by it.
    expect(result.rawSegments[0]!.start).toBeGreaterThan(0.5);
    expect(result.rawSegments[0]!.start).toBeLessThan(readTruth('en-fillers').sentences[0]!.start + 0.6);
    // The "um" the service wrote is not counted again acoustically.
    // The service wrote "Um" over "lift your chest", where the recording has no hesitation: a written filler counts
    // only over a hesitation's sound, so it is not counted. The four real hesitations are found in the audio.
    const truth = readTruth('en-fillers');
    expect(result.metrics.fillers.um ?? 0).toBe(0);
    expect(result.metrics.filledPauseCount).toBe(truth.fillers.length);
    for (const filler of truth.fillers) {
      expect(result.filledPauses.some((p) => Math.abs(p.start - filler.start) < 0.3)).toBe(true);
    }
    // Hesitations are voice, not silence: every filled pause is part of the voice activity the metrics use. (This
    // fixture of short phrases is VAD's hardest: silence comes out ~5 points above the script's.)
    for (const pause of result.filledPauses) {
      expect(result.speechRegions.some((r) => r.start <= pause.start && r.end >= pause.end)).toBe(true);
    }
    expect(Math.abs(result.metrics.silenceRatio - truth.silenceRatio)).toBeLessThanOrEqual(0.06);
  });

  it('retries rate limits and server errors with backoff, then succeeds', async () => {
    script = [
      () => ({ status: 429, body: { error: { message: 'Rate limit reached', type: 'requests' } } }),
      () => ({ status: 503, body: { error: { message: 'overloaded' } } }),
      () => ({ status: 200, body: { text: 'Lift your chest.' } }),
    ];
    const result = await analyzeFile(fixture('en-fillers.mp3'), { language: 'en', transcriber: config() });
    expect(requests.length).toBeGreaterThanOrEqual(3);
    expect(result.segments[0]!.text).toBe('Lift your chest.');
  });

  it('fails at once with transcriber_auth on a rejected key', async () => {
    script = [() => ({ status: 401, body: { error: { message: 'Incorrect API key provided' } } })];
    await expect(
      analyzeFile(fixture('en-fillers.mp3'), { language: 'en', transcriber: config() }),
    ).rejects.toMatchObject({
      code: 'transcriber_auth',
      message: expect.stringMatching(/OPENAI_API_KEY/),
    });
    expect(requests).toHaveLength(1);
  });

  it('fails at once with transcriber_quota when the quota is used up', async () => {
    script = [
      () => ({
        status: 429,
        body: { error: { message: 'You exceeded your current quota', code: 'insufficient_quota' } },
      }),
    ];
    await expect(
      analyzeFile(fixture('en-fillers.mp3'), { language: 'en', transcriber: config() }),
    ).rejects.toMatchObject({
      code: 'transcriber_quota',
    });
    expect(requests).toHaveLength(1);
  });

  it('gives up with transcriber_failed after the retries run out', async () => {
    script = [() => ({ status: 500, body: { error: { message: 'boom' } } })];
    const cfg = config();
    cfg.openai.maxRetries = 2;
    await expect(analyzeFile(fixture('en-fillers.mp3'), { language: 'en', transcriber: cfg })).rejects.toMatchObject({
      code: 'transcriber_failed',
      message: expect.stringMatching(/HTTP 500: boom/),
    });
    expect(requests).toHaveLength(3);
  });

  it('without times from the service, sends each breath group on its own so Korean segments take VAD times', async () => {
    // A text-only server: every group's request is answered with its own numbered sentence.
    script = [(_req, n) => ({ status: 200, body: { text: `문장 ${n}.` } })];
    const truth = readTruth('ko-yoga');
    const result = await analyzeFile(fixture('ko-yoga.mp3'), {
      language: 'ko',
      style: 'vinyasa',
      transcriber: config(),
    });
    const prompt = field(requests[0]!.body, 'prompt') ?? '';
    // The prompt carries Korean hesitations and the yoga vocabulary.
    expect(Buffer.from(prompt, 'latin1').toString('utf8')).toMatch(/^음, 어.*빈야사.*사바아사나/);
    // One whole-chunk request first, then one per group; each group's text sits on that group's speech.
    expect(result.rawSegments.length).toBeGreaterThanOrEqual(4);
    expect(requests.length).toBeGreaterThan(result.rawSegments.length);
    expect(segmentGapAgreement(result.rawSegments, truth).missed).toEqual([]);
    const { spanning, tooLong } = segmentsSpanningPauses(result.rawSegments, truth);
    expect(spanning).toEqual([]);
    expect(tooLong).toEqual([]);
    expect(fillerRecall(result, truth, 'ko').found).toBe(truth.fillers.length);
  });
});
