import { defaultLexicon } from '@cuecoach/analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveLexicon } from '../src/lexicon/effective-lexicon.ts';
import { testDatabases } from './helpers/databases.ts';
import { testMedia } from './helpers/media.ts';
import { type SessionsEnv, startSessionsEnv, type TestUser } from './helpers/sessions-env.ts';

describe.each(testDatabases())('admin dictionary ($name)', (target) => {
  let env: SessionsEnv & { drop(): Promise<void> };
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    env = await startSessionsEnv(target);
    admin = await env.user('lexicon-admin@example.com');
    user = await env.user('lexicon-user@example.com');
    await env.setRole(admin.userId, 'admin');
  });
  afterAll(async () => {
    await env?.close();
    await env?.drop();
  });

  it('only admins manage terms; invalid terms are refused', async () => {
    expect((await user.get('/api/admin/lexicon-terms')).status).toBe(403);
    expect((await user.post('/api/admin/lexicon-terms', { locale: 'en', category: 'filler', term: 'x' })).status).toBe(
      403,
    );
    const badRegex = await admin.post('/api/admin/lexicon-terms', {
      locale: 'en',
      category: 'filler',
      term: 'x',
      isRegex: true,
      pattern: '(',
    });
    expect(badRegex.status).toBe(400);
    expect(badRegex.body).toMatchObject({ error: { code: 'lexicon_pattern_invalid' } });
    expect(
      (await admin.post('/api/admin/lexicon-terms', { locale: 'en', category: 'filler', term: 'x', weight: 11 }))
        .status,
    ).toBe(400);
    expect((await admin.post('/api/admin/lexicon-terms', { locale: 'en', category: 'filler', term: '' })).status).toBe(
      400,
    );
  });

  it('admin terms add to the built-in lexicon, and an inactive one switches a built-in term off', async () => {
    const builtIn = defaultLexicon('en').find((t) => !t.isRegex && t.category !== 'filler');
    expect(builtIn).toBeDefined();
    const off = await admin.post('/api/admin/lexicon-terms', {
      ...builtIn,
      id: undefined,
      createdAt: undefined,
      active: false,
    });
    expect(off.status).toBe(201);
    const added = await admin.post('/api/admin/lexicon-terms', {
      locale: 'en',
      category: 'filler',
      term: 'slowly',
      weight: 5,
    });
    expect(added.status).toBe(201);
    const effective = await effectiveLexicon(env.database.db, 'en');
    expect(effective.some((t) => t.term === builtIn?.term && t.category === builtIn?.category)).toBe(false);
    expect(effective.some((t) => t.term === 'slowly' && t.category === 'filler')).toBe(true);
    expect(effective.length).toBe(defaultLexicon('en').length); // one switched off, one added
    const ko = await effectiveLexicon(env.database.db, 'ko');
    expect(ko.some((t) => t.term === 'slowly')).toBe(false);

    const list = (await admin.get('/api/admin/lexicon-terms?locale=en')).body as unknown as {
      id: string;
      term: string;
    }[];
    expect(list.map((t) => t.term).sort()).toEqual([builtIn?.term, 'slowly'].sort());
    const offId = (off.body as { id: string }).id;
    const updated = await admin.put(`/api/admin/lexicon-terms/${offId}`, {
      ...builtIn,
      id: undefined,
      createdAt: undefined,
      active: true,
    });
    expect(updated.status).toBe(200);
    expect((await admin.del(`/api/admin/lexicon-terms/${offId}`)).status).toBe(204);
    expect((await admin.del(`/api/admin/lexicon-terms/${offId}`)).status).toBe(404);
  });

  it('the next analysis counts an admin-added filler', async () => {
    const { sessionId } = await user.tus.upload(testMedia().wav, {
      filename: 'class.wav',
      filetype: 'audio/wav',
      language: 'en',
    });
    await user.post(`/api/sessions/${sessionId}/start`);
    const done = await user.waitFor(String(sessionId), (s) => s.status === 'completed' || s.status === 'failed');
    expect(done.status).toBe('completed');
    // The spoken cue says "fold forward slowly".
    expect(done.metrics?.fillers.slowly).toBeGreaterThanOrEqual(1);
  });
});
