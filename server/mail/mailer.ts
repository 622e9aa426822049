import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { newId } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

const require = createRequire(import.meta.url);

/** nodemailer, loaded with the first transport: most processes send no mail for a long while. */
const nodemailer = () => require('nodemailer') as typeof Nodemailer;

/** Sends mail. Addresses and subjects go through nodemailer, which refuses header injection. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): void;
}

/** The mailer the configuration asks for: SMTP with SMTP_URL, else the outbox folder. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return createOutboxMailer(path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM, log);
  }
  return createSmtpMailer(
    {
      url: config.SMTP_URL,
      from: config.MAIL_FROM,
      retries: config.SMTP_RETRIES,
      retryDelayMs: config.SMTP_RETRY_DELAY_MS,
      timeoutMs: config.SMTP_TIMEOUT_MS,
    },
    log,
  );
}

/**
 * Default mailer: writes each message as an RFC 822 `.eml` file in DATA_DIR/outbox and logs one
 * line, so a single machine needs no mail server and an operator can still read what was sent.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  let transport: ReturnType<typeof createStreamTransport> | null = null;
  return {
    async send(message) {
      transport ??= createStreamTransport();
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

/** A transport that renders a message to bytes instead of sending it. */
const createStreamTransport = () =>
  nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://… */
  url: string;
  from: string;
  /** Retries after a temporary failure; a permanent one (5xx) is never retried. */
  retries: number;
  /** Wait before the first retry in ms, doubling for each further one. */
  retryDelayMs: number;
  timeoutMs: number;
}

/**
 * Whether a failed send may succeed later: a 4xx answer (mailbox busy, greylisting, server
 * overloaded) or trouble reaching the server. A 5xx answer, or a message nodemailer refuses
 * before talking to the server, will fail the same way again.
 */
export function isTemporaryMailFailure(error: unknown): boolean {
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 400 && responseCode < 500;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED'].includes(
    String(code),
  );
}

/** SMTP mailer for SMTP_URL, with retries (and backoff) on temporary failures. */
export function createSmtpMailer(
  settings: SmtpSettings,
  log: FastifyBaseLogger,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Mailer & { close(): void } {
  // A small pool keeps connections open between messages instead of one handshake per mail.
  const transport = nodemailer().createTransport({
    url: settings.url,
    pool: true,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  } as Parameters<typeof Nodemailer.createTransport>[0]);
  return {
    async send(message) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await transport.sendMail({ from: settings.from, ...message });
          log.info({ to: message.to, subject: message.subject, attempt }, 'mail sent');
          return;
        } catch (err) {
          const temporary = isTemporaryMailFailure(err);
          if (!temporary || attempt >= settings.retries) {
            log.error({ err, to: message.to, attempt, temporary }, 'mail not sent');
            throw err;
          }
          const delay = settings.retryDelayMs * 2 ** attempt;
          log.warn({ err, to: message.to, attempt, delay }, 'mail failed for now; retrying');
          await sleep(delay);
        }
      }
    },
    close() {
      transport.close();
    },
  };
}
