import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { requestCode, verifyCode } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
async function startSmtp(): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable soft breaks and escapes so the code and words can be searched in the raw message. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

describe.each(testDatabases())('sign-in codes over real SMTP on $name', (target) => {
  let ctx: Awaited<ReturnType<typeof target.create>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await target.create();
    app = await buildTestApp(ctx.database, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'CueCoach <codes@cuecoach.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await ctx.drop();
    await smtp.close();
  });

  it('delivers a text+HTML message in the UI language whose code signs the user up; no dev outbox', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/code/request',
      payload: { email: 'mailbox@example.com', purpose: 'signup', locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.inbox).toHaveLength(1);
    const mail = smtp.inbox[0]!;
    expect(mail.from).toBe('codes@cuecoach.test');
    expect(mail.to).toEqual(['mailbox@example.com']);
    const body = decodeQp(mail.raw);
    expect(body).toMatch(/Content-Type: text\/plain/i);
    expect(body).toMatch(/Content-Type: text\/html/i);
    expect(body).toContain('Your sign-up code');
    // The plain-text part carries the code on a line of its own.
    const code = /^(\d{6})\r?$/m.exec(body)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await verifyCode(app, 'mailbox@example.com', code as string, 'signup');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().created).toBe(true);

    expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('writes the message in Korean when the UI language is Korean', async () => {
    await requestCode(app, 'korean@example.com', 'signup');
    const mail = smtp.inbox.at(-1)!;
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
    // Encoded-word subject (RFC 2047): decode it through Buffer.
    const decoded = subject.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );
    expect(decoded.replace(/\s+/g, '')).toContain('회원가입인증코드');
  });
});

describe('production mode', () => {
  it('uses Secure session cookies and has no dev mailbox', async () => {
    const smtp = await startSmtp();
    const target = testDatabases()[0]!;
    const ctx = await target.create();
    const app = await buildTestApp(ctx.database, {
      NODE_ENV: 'production',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      AUTH_SECRET: 'p'.repeat(40),
      APP_ORIGIN: 'https://cuecoach.example.com',
    });
    try {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/auth/code/request',
        payload: { email: 'prod@example.com', purpose: 'signup', locale: 'en' },
      });
      expect(sent.statusCode).toBe(200);
      const code = /^(\d{6})\r?$/m.exec(decodeQp(smtp.inbox.at(-1)?.raw ?? ''))?.[1] as string;
      const res = await verifyCode(app, 'prod@example.com', code, 'signup');
      expect(res.statusCode, res.body).toBe(200);
      const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
      expect(setCookie).toMatch(/__Secure-cuecoach\.session_token=[^;]+;.*Secure/i);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await ctx.drop();
      await smtp.close();
    }
  });
});
