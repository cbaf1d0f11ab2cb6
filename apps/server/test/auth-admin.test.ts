import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { signUpAndSignIn } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

describe.each(testDatabases())('admin user and credit management on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: FastifyInstance;
  let admin: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };
  const change = (cookie: string, userId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/credits`,
      headers: { cookie },
      payload: { requestId: randomUUID(), ...body },
    });

  beforeAll(async () => {
    ctx = await target.create();
    app = await buildTestApp(ctx.database, { ADMIN_EMAILS: 'admin@example.com' });
    admin = await signUpAndSignIn(app, 'admin@example.com');
    member = await signUpAndSignIn(app, 'member@example.com');
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
  });

  it('grants, deducts and sets credits, refusing a no-op set and a negative balance', async () => {
    const granted = await change(admin.cookie, member.userId, { action: 'grant', amount: 25 });
    expect(granted.json()).toEqual({ balance: 125, delta: 25, applied: true });
    const deducted = await change(admin.cookie, member.userId, { action: 'deduct', amount: 5 });
    expect(deducted.json()).toEqual({ balance: 120, delta: -5, applied: true });
    const set = await change(admin.cookie, member.userId, { action: 'set', amount: 40 });
    expect(set.json()).toEqual({ balance: 40, delta: -80, applied: true });

    const same = await change(admin.cookie, member.userId, { action: 'set', amount: 40 });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('no_change');
    const tooMuch = await change(admin.cookie, member.userId, { action: 'deduct', amount: 41 });
    expect(tooMuch.json().error.code).toBe('invalid_amount');
    const zero = await change(admin.cookie, member.userId, { action: 'grant', amount: 0 });
    expect(zero.json().error.code).toBe('invalid_amount');
    const negative = await change(admin.cookie, member.userId, { action: 'grant', amount: -3 });
    expect(negative.statusCode).toBe(400);

    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/users?q=member',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().items[0]).toMatchObject({ creditBalance: 40, sessionCount: 0, storageBytes: 0 });
  });

  it('applies a retried request (same requestId) once', async () => {
    const requestId = randomUUID();
    const first = await change(admin.cookie, member.userId, { action: 'grant', amount: 10, requestId });
    const retry = await change(admin.cookie, member.userId, { action: 'grant', amount: 10, requestId });
    expect(first.json().applied).toBe(true);
    expect(retry.json()).toMatchObject({ applied: false, delta: 10, balance: first.json().balance });
  });

  it('refuses credit changes to non-admins and for unknown users', async () => {
    const refused = await change(member.cookie, member.userId, { action: 'grant', amount: 1000 });
    expect(refused.statusCode).toBe(403);
    const missing = await change(admin.cookie, 'no-such-user', { action: 'grant', amount: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it('suspends a user (ending their sessions), and refuses to let an admin demote itself', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'suspended' },
    });
    expect(res.json()).toEqual({ id: member.userId, role: 'user', status: 'suspended' });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } })).statusCode).toBe(
      401,
    );
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.userId}`,
      headers: { cookie: admin.cookie },
      payload: { role: 'user' },
    });
    expect(self.json().error.code).toBe('cannot_demote_self');
  });
});
