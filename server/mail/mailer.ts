import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends mail. Addresses and subjects go through nodemailer, which refuses header injection. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
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

/** SMTP mailer for SMTP_URL (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}
