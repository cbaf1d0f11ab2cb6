import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CoachingReportContent, coachingReport } from '@cuecoach/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnalysisError } from '../../src/errors.ts';
import type { LlmConfig } from '../../src/feedback/config.ts';
import { generateFeedback } from '../../src/feedback/generate.ts';
import { estimateTokens, reportJsonSchema } from '../../src/feedback/llm/prompt.ts';
import { localReport } from '../../src/feedback/local-report.ts';
import { buildClass } from '../helpers/class-builder.ts';
import { fillersEn, fillersKo } from '../helpers/class-scripts.ts';
import { talks } from '../helpers/talks.ts';
import { matWithWork } from '../helpers/working-classes.ts';

/**
 * A local HTTP server speaking the OpenAI chat completions protocol. Each test queues how the next requests are
 * answered; every request body is recorded.
 */
type Reply =
  | { kind: 'content'; content: string; model?: string }
  | { kind: 'status'; status: number; body: unknown }
  /** The connection is closed without an answer, as a server closing an idle kept-alive connection does. */
  | { kind: 'reset' }
  | { kind: 'hang' };

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema?: { schema: { required: string[] } } };
}
let requests: { headers: IncomingMessage['headers']; body: ChatBody }[] = [];

function answer(res: ServerResponse, reply: Reply) {
  if (reply.kind === 'hang') return; // never answer: the client's timeout must fire
  if (reply.kind === 'reset') {
    res.socket?.destroy();
    return;
  }
  if (reply.kind === 'status') {
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      model: reply.model ?? 'test-model-1',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
    }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      answer(res, replies.shift() ?? { kind: 'status', status: 500, body: { error: { message: 'no reply queued' } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  replies = [];
  requests = [];
});

const llm = (over: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl,
  apiKey: 'sk-test',
  model: 'test-model',
  // Generous: the local server answers at once, but a loaded CI machine can stall a request for seconds (the
  // timeout test sets its own short one).
  timeoutMs: 30_000,
  contextTokens: 8192,
  maxOutputTokens: 2000,
  ...over,
});

const input = buildClass(fillersEn);

/** A schema-valid answer in the model's own words, quoting a real line of the class. */
function modelAnswer(): CoachingReportContent {
  const base = localReport(input);
  return {
    ...base,
    summary: 'LLM summary: your fillers cluster at the transitions between poses.',
    classEdits: [
      {
        location: { seconds: 0, display: '0:00' },
        before: 'And, uh, basically just, um, let your head hang heavy, you know, let it go.',
        after: 'Let your head hang heavy. Let it go.',
        whyChange: 'Four fillers in one instruction.',
      },
      {
        location: { seconds: 1, display: '0:01' },
        before: 'Relax into the pose and smile at your neighbour.',
        after: 'Exhale, soften your jaw.',
        whyChange: 'Invented line: not in the transcript.',
      },
    ],
    nextSessionTargets: base.nextSessionTargets.map((t) => ({ ...t, current: 999 })),
  };
}

describe('llm generator', () => {
  it('uses a valid structured answer, grounded in the transcript', async () => {
    replies.push({ kind: 'content', content: JSON.stringify(modelAnswer()) });
    const result = await generateFeedback(input, { mode: 'llm', llm: llm() });

    expect(result.generator).toBe('llm');
    expect(result.model).toBe('test-model-1');
    expect(result.fallbackReason).toBeUndefined();
    expect(coachingReport.safeParse(result.report).success).toBe(true);
    expect(result.report).toMatchObject({
      generator: 'llm',
      model: 'test-model-1',
      fallbackReason: null,
      language: 'en',
    });
    expect(result.report.summary).toMatch(/^LLM summary/);
    // The invented quote is dropped; the real one gets the timestamp of the line it quotes.
    expect(result.report.classEdits).toHaveLength(1);
    const quoted = input.segments.find((s) => s.text.startsWith('And, uh, basically'))!;
    expect(result.report.classEdits[0]!.location.seconds).toBe(quoted.start);
    // "current" is the measured value, whatever the model claimed.
    for (const t of result.report.nextSessionTargets) expect(t.current).not.toBe(999);

    expect(requests).toHaveLength(1);
    const { headers, body } = requests[0]!;
    expect(headers.authorization).toBe('Bearer sk-test');
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema?.schema.required).toContain('nextSessionTargets');
    // Strict structured output: no keywords OpenAI rejects, no optional fields.
    expect(JSON.stringify(body.response_format.json_schema)).not.toMatch(/minLength|maxLength|\$schema/);
    expect(JSON.stringify(body.response_format.json_schema)).toMatch(/"strict":true/);
    const prompt = body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('"fillersPer100":');
    expect(prompt).toContain('Targets for this style');
    expect(prompt).toContain('[0:21] And, uh, basically just, um, let your head hang heavy');
  });

  it('retries once after an invalid answer, telling the model what was wrong', async () => {
    const { drills: _drills, ...missingDrills } = modelAnswer();
    replies.push({ kind: 'content', content: JSON.stringify(missingDrills) });
    replies.push({ kind: 'content', content: `\`\`\`json\n${JSON.stringify(modelAnswer())}\n\`\`\`` });
    const result = await generateFeedback(input, { mode: 'llm', llm: llm() });

    expect(result.generator).toBe('llm');
    expect(requests).toHaveLength(2);
    const retry = requests[1]!.body.messages;
    expect(retry.at(-2)?.role).toBe('assistant');
    expect(retry.at(-1)?.content).toMatch(/drills/);
  });

  it('falls back to the local report after two invalid answers and records why', async () => {
    replies.push({ kind: 'content', content: 'Sure! Here is your coaching report: great class!' });
    replies.push({ kind: 'content', content: '{"summary": 42}' });
    const result = await generateFeedback(input, { mode: 'llm', llm: llm() });

    expect(requests).toHaveLength(2);
    expect(result.generator).toBe('local');
    expect(result.model).toBe('cuecoach-rules-1');
    expect(result.fallbackReason).toMatch(/invalid after 2 attempts/);
    expect(result.fallbackReason).toMatch(/not valid JSON/);
    expect(result.report.fallbackReason).toBe(result.fallbackReason);
    expect(result.report.generator).toBe('local');
    expect(result.report.focusAreas[0]!.key).toBe('fillers');
    expect(coachingReport.safeParse(result.report).success).toBe(true);
  });

  it('times out without hanging and falls back', async () => {
    replies.push({ kind: 'hang' });
    const started = Date.now();
    const result = await generateFeedback(input, { mode: 'llm', llm: llm({ timeoutMs: 300 }) });

    expect(Date.now() - started).toBeLessThan(3000);
    expect(requests).toHaveLength(1);
    expect(result.generator).toBe('local');
    expect(result.fallbackReason).toMatch(/timed out.*300 ms/);
  });

  it('reports HTTP errors: an auth error is not retried, a server error is retried once', async () => {
    replies.push({ kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const auth = await generateFeedback(input, { mode: 'llm', llm: llm() });
    expect(requests).toHaveLength(1);
    expect(auth.fallbackReason).toMatch(/HTTP 401: Incorrect API key provided/);
    expect(auth.fallbackReason).not.toContain('sk-test');

    requests = [];
    replies.push({ kind: 'status', status: 503, body: { error: 'overloaded' } });
    replies.push({ kind: 'content', content: JSON.stringify(modelAnswer()) });
    const flaky = await generateFeedback(input, { mode: 'llm', llm: llm() });
    expect(requests).toHaveLength(2);
    expect(flaky.generator).toBe('llm');
  });

  it('falls back to json_object mode when the server rejects response_format json_schema', async () => {
    replies.push({
      kind: 'status',
      status: 400,
      body: { error: { message: "response_format 'json_schema' is not supported" } },
    });
    replies.push({ kind: 'content', content: JSON.stringify(modelAnswer()) });
    const result = await generateFeedback(input, { mode: 'llm', llm: llm() });
    expect(result.generator).toBe('llm');
    expect(requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    expect(requests[1]!.body.messages[0]?.content).toContain('JSON schema:');
  });

  it('rejects an answer in the wrong language and retries', async () => {
    const ko = buildClass(fillersKo);
    const english = { ...localReport(ko), summary: 'An English summary for a Korean class.' };
    replies.push({ kind: 'content', content: JSON.stringify(english) });
    replies.push({ kind: 'content', content: JSON.stringify(english) });
    const result = await generateFeedback(ko, { mode: 'llm', llm: llm() });
    expect(requests).toHaveLength(2);
    expect(result.generator).toBe('local');
    expect(result.fallbackReason).toMatch(/Korean/);
    expect(result.report.summary).toMatch(/[\uac00-\ud7a3]/);
  });

  it('trims a long transcript to the context budget, keeping the flagged lines', async () => {
    const long = buildClass({ ...fillersEn, repeat: 60 });
    replies.push({ kind: 'content', content: JSON.stringify(localReport(long)) });
    await generateFeedback(long, { mode: 'llm', llm: llm({ contextTokens: 4000, maxOutputTokens: 1000 }) });
    const user = requests[0]!.body.messages[1]?.content ?? '';
    expect(user).toMatch(/lines omitted/);
    expect(user).toContain('And, uh, basically just, um, let your head hang heavy');
    const sent = requests[0]!.body.messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
    expect(sent + estimateTokens(JSON.stringify(reportJsonSchema()))).toBeLessThanOrEqual(4000 - 1000);
  });

  it('stops when the job is cancelled', async () => {
    replies.push({ kind: 'hang' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const pending = generateFeedback(input, { mode: 'llm', llm: llm(), signal: controller.signal });
    await expect(pending).rejects.toBeInstanceOf(AnalysisError);
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
  });

  // A talk asked of the model as a class came back coaching breath and body cues; the local rules speak of the
  // talk, and so must the prompt.
  it('asks for a talk to be coached as a talk, and a class as a class', async () => {
    const { lines } = talks.find((t) => t.name === 'business-en')!;
    const talk = buildClass({
      language: 'en',
      style: 'business',
      articulationWpm: 160,
      gapSec: 0.8,
      repeat: 3,
      lines: lines.map((text) => ({ text })),
    });
    replies.push({ kind: 'content', content: JSON.stringify(localReport(talk)) });
    replies.push({ kind: 'content', content: JSON.stringify(modelAnswer()) });
    await generateFeedback(talk, { mode: 'llm', llm: llm() });
    await generateFeedback(input, { mode: 'llm', llm: llm() });
    const [talkPrompt, classPrompt] = requests.map((r) => r.body.messages[0]!.content);
    expect(talkPrompt).toMatch(/not a movement class/);
    expect(talkPrompt).toMatch(/never a movement or breath cue/);
    expect(classPrompt).not.toMatch(/not a movement class/);
  });

  // A reset connection used up one of the two attempts, so a wrong-language answer after it was never asked again
  // and the report fell back to the local rules (the test above failed so under load).
  it('asks again on a fresh connection when the server closed the old one, without spending an attempt', async () => {
    const ko = buildClass(fillersKo);
    const english = { ...localReport(ko), summary: 'An English summary for a Korean class.' };
    replies.push({ kind: 'reset' });
    replies.push({ kind: 'content', content: JSON.stringify(english) });
    replies.push({ kind: 'content', content: JSON.stringify(localReport(ko)) });
    const result = await generateFeedback(ko, { mode: 'llm', llm: llm() });
    expect(requests).toHaveLength(3);
    expect(result.generator).toBe('llm');
    expect(result.fallbackReason).toBeUndefined();
  });

  it('auto mode uses the LLM when one is configured and the rules otherwise', async () => {
    replies.push({ kind: 'content', content: JSON.stringify(modelAnswer()) });
    expect((await generateFeedback(input, { mode: 'auto', llm: llm() })).generator).toBe('llm');
    expect((await generateFeedback(input, { mode: 'auto' })).generator).toBe('local');
    expect(requests).toHaveLength(1);
  });
});

// A class whose students work in silence after each cue: its whole-class pace and cue density sit under their bands
// while the teaching is on target. An LLM reading only the whole-class figures called it slow and its cues sparse.
describe("an LLM and the students' working time", () => {
  const working = buildClass(matWithWork);

  it('is given the figures judged on the teaching, and its focus on slow pace or sparse cues is dropped', async () => {
    const base = localReport(working);
    const wrong = (key: 'pace_slow' | 'sparse_cues', title: string) => ({
      key,
      title,
      whyImportant: 'Students wait for you between cues.',
      improvementTip: 'Keep talking.',
      expectedBenefit: 'More energy.',
    });
    const answer: CoachingReportContent = {
      ...base,
      focusAreas: [wrong('pace_slow', 'Pick up your pace'), wrong('sparse_cues', 'Cue more often'), ...base.focusAreas],
    };
    replies.push({ kind: 'content', content: JSON.stringify(answer) });
    const result = await generateFeedback(working, { mode: 'llm', llm: llm() });

    expect(result.generator).toBe('llm');
    const keys = result.report.focusAreas.map((f) => f.key);
    expect(keys).not.toContain('pace_slow');
    expect(keys).not.toContain('sparse_cues');
    expect(result.report.focusAreas.length).toBeGreaterThan(0);
    const prompt = requests[0]!.body.messages.map((m) => m.content).join('\n');
    const judged = JSON.parse(prompt.match(/"judgedOnTeaching":(\{[^}]*\})/)![1]!) as Record<string, number>;
    expect(judged.wpm).toBeGreaterThan(working.metrics.wpm);
    expect(judged.silenceRatio).toBeLessThan(working.metrics.silenceRatio);
  });

  it('keeps that focus on a class that is slow while teaching', async () => {
    const slow = buildClass({
      language: 'en',
      style: 'mat',
      articulationWpm: 95,
      gapSec: 2.5,
      repeat: 4,
      lines: [
        { text: 'Inhale to prepare, exhale and lift your head and shoulders off the mat.' },
        { text: 'Lower your head down, hug your knees into your chest and breathe out.' },
      ],
    });
    const base = localReport(slow);
    replies.push({
      kind: 'content',
      content: JSON.stringify({
        ...base,
        focusAreas: [
          {
            key: 'pace_slow',
            title: 'Pick up your pace',
            whyImportant: 'Long gaps inside your instructions lose the class.',
            improvementTip: 'Say each cue in one breath.',
            expectedBenefit: 'The class keeps moving.',
          },
        ],
      }),
    });
    const result = await generateFeedback(slow, { mode: 'llm', llm: llm() });
    expect(result.report.focusAreas.map((f) => f.key)).toContain('pace_slow');
  });
});
