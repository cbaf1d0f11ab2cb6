import { compileLexicon, findHits } from '@cuecoach/analysis';
import type { LexiconTerm } from '@cuecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type ServerProcess, serverTargets, signUp, startServer } from './server-process.ts';

const adminTerm = (pattern: string): LexiconTerm => ({
  id: '5a0f6f4e-6f0b-4a55-9d5e-0d6c6c1f0a01',
  locale: 'en',
  category: 'filler',
  term: 'evil',
  isRegex: true,
  pattern,
  weight: 5,
  active: true,
  group: null,
  style: null,
  notes: null,
});

/**
 * An admin dictionary regex could freeze the process that ran it (one /api/health took 12.5 s): a backtracking
 * pattern on a transcript line holds the event loop. Admin patterns now run on RE2 (linear time).
 */
describe('an admin pattern that backtracks catastrophically', () => {
  it('matches a long line without holding the process (RE2, not backtracking)', { timeout: 20_000 }, () => {
    // On a backtracking engine `(a+)+$` against 30 a's and a "!" takes about 2^30 steps (a minute or more).
    const lexicon = compileLexicon([adminTerm('(a+)+$')], { language: 'en' });
    expect(lexicon.terms).toHaveLength(1);
    expect(findHits(`${'a'.repeat(30)}!`, lexicon)).toEqual([]);
    expect(findHits('aaaa', lexicon).map((h) => [h.start, h.end])).toEqual([[0, 4]]);
  });
});

describe.each(serverTargets())('the admin dictionary of a server process ($name)', { timeout: 300_000 }, (target) => {
  let env: Awaited<ReturnType<typeof target.create>>;
  let server: ServerProcess;
  let admin: Client;

  beforeAll(async () => {
    env = await target.create();
    server = await startServer({
      dataDir: env.dataDir,
      databaseUrl: env.databaseUrl,
      env: { ADMIN_EMAILS: 'lexicon-admin@example.com' },
    });
    admin = await signUp(server, 'lexicon-admin@example.com');
  }, 300_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await env?.drop();
  }, 300_000);

  const save = (pattern: string) =>
    admin.request('POST', '/api/admin/lexicon-terms', {
      locale: 'en',
      category: 'filler',
      term: 'evil',
      isRegex: true,
      pattern,
    });

  it('refuses a pattern the safe engine cannot run (lookbehind, backreference) with a clear error', async () => {
    for (const pattern of ['(?<!as )well', '(a)\\1']) {
      const res = await save(pattern);
      expect(res.status, pattern).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'lexicon_pattern_invalid' } });
    }
  });

  it('keeps answering while a catastrophic pattern is stored, and stores it for RE2', async () => {
    expect((await save('(a+)+$')).status).toBe(201);
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});
