import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { sessions } from '../../src/db/schema/index.ts';
import type { SessionsEnv } from './sessions-env.ts';

/**
 * A finished session straight in the database: the review tests are about who may read and comment on it, not
 * about analysing (the sessions tests do that). Three transcript lines, no stored audio.
 */
export async function seedCompletedSession(database: Database, userId: string, title: string): Promise<string> {
  const [row] = await database.db
    .insert(sessions)
    .values({
      userId,
      uploadId: randomUUID(),
      title,
      status: 'completed',
      language: 'en',
      fileType: 'mp3',
      originalFilename: 'private-name.mp3',
      fileSizeBytes: 1000,
      durationSec: 90,
      chargedCredits: 7,
      segments: [
        { start: 0, end: 20, text: 'Breathe in and lift your arms.', fillers: [], cues: [] },
        { start: 20, end: 50, text: 'Um, now fold forward slowly.', fillers: [], cues: [] },
        { start: 50, end: 90, text: 'Rest in child pose.', fillers: [], cues: [] },
      ],
      completedAt: new Date(),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not stored');
  return row.id;
}

interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  purpose?: string;
  link?: string;
}

/** Mails in the dev outbox to this address, newest first. */
export async function mailsTo(env: SessionsEnv, to: string): Promise<OutboxMail[]> {
  const res = await env.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(to)}` });
  return (res.json() as { messages: OutboxMail[] }).messages;
}

/** The token at the end of a review link (`…/review/join/<token>`). */
export function tokenOf(url: string | undefined): string {
  const token = url?.split('/review/join/')[1];
  if (!token) throw new Error(`not a review link: ${url}`);
  return token;
}
