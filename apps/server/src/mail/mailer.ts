import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown by the dev outbox so a developer (or a browser test) can pick the code without opening the body. */
  code?: string;
  purpose?: string;
  /** The link a mail is about (a review invitation, a notice), shown by the dev outbox like the code. */
  link?: string;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
}

/** Outside production without SMTP: the last 50 messages, kept in memory and listed at /dev/mailbox. */
export class DevOutbox {
  static readonly capacity = 50;
  private entries: OutboxEntry[] = [];
  private nextId = 1;

  add(message: MailMessage): OutboxEntry {
    const entry = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.entries.unshift(entry);
    if (this.entries.length > DevOutbox.capacity) this.entries.length = DevOutbox.capacity;
    return entry;
  }

  /** Newest first. */
  list(): OutboxEntry[] {
    return [...this.entries];
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present only when mail goes to the dev outbox. */
  outbox: DevOutbox | null;
  close(): void;
}

/** Whether sign-in codes go to the dev outbox (/dev/mailbox) instead of an SMTP server. */
export function usesDevOutbox(config: Pick<Config, 'SMTP_URL' | 'NODE_ENV'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close() {
        transport.close();
      },
    };
  }
  if (config.NODE_ENV === 'production') {
    // loadConfig already refuses this; kept so a hand-built Config cannot silently drop codes in production.
    throw new Error('SMTP_URL is required in production');
  }
  const outbox = new DevOutbox();
  return {
    outbox,
    async send(message) {
      const entry = outbox.add(message);
      log.info(
        { to: entry.to, code: entry.code, purpose: entry.purpose },
        `dev outbox: mail to ${entry.to}${entry.code ? ` (code ${entry.code})` : ''} — see /dev/mailbox`,
      );
    },
    close() {},
  };
}
