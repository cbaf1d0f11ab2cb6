import { capabilities, healthResponse, sessionDetail, sessionListResponse } from '@cuecoach/contracts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compileZodSerializer, serializerCompiler } from './compiled-serializer.ts';

const listItem = (i: number, done: boolean) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  title: `Morning "flow" ${i} — 요가`,
  status: done ? 'completed' : 'processing',
  feedbackState: done ? 'completed' : 'none',
  language: 'en',
  style: done ? 'vinyasa' : null,
  scenario: null,
  purpose: null,
  fileType: 'mp3',
  durationSec: done ? 1799.5 : null,
  fileSizeBytes: 28_000_000,
  tags: ['bench', 'line\nbreak'],
  recordedOn: '2026-11-20',
  createdAt: '2026-11-20T07:00:00.000Z',
  completedAt: done ? '2026-11-20T07:03:00.000Z' : null,
  progress: null,
  scores: null,
  errorCode: null,
  errorMessage: null,
  // Not in the schema: neither writer may leak it.
  userId: 'someone-else',
});

describe('compiled response writers', () => {
  it('compiles every hot route schema (none falls back to zod encode + JSON.stringify)', () => {
    for (const schema of [healthResponse, capabilities, sessionListResponse, sessionDetail]) {
      expect(compileZodSerializer(schema)).toBeTypeOf('function');
    }
  });

  it('writes a sessions page exactly as the zod serializer does, dropping fields the schema does not list', () => {
    const page = { items: [listItem(1, true), listItem(2, false)], total: 2, page: 1, pageSize: 20 };
    const route = { schema: sessionListResponse, method: 'GET', url: '/api/sessions', httpStatus: '200' };
    const compiled = serializerCompiler(route)(page);
    const reference = zodSerializerCompiler(route as never)(page);
    expect(JSON.parse(compiled)).toEqual(JSON.parse(reference));
    expect(compiled).not.toContain('someone-else');
    expect(sessionListResponse.parse(JSON.parse(compiled)).items).toHaveLength(2);
  });

  it('leaves every other route on the zod serializer, which checks the response', () => {
    const route = { schema: sessionListResponse, method: 'GET', url: '/api/admin/users', httpStatus: '200' };
    expect(() => serializerCompiler(route)({ items: 'not a list' })).toThrow();
  });
});
