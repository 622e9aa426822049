// The SMTP mailer against a real SMTP server (smtp-server, run as its own process) that records
// what it receives and can be told to refuse: temporary refusals (4xx) and an unreachable server
// are retried with growing waits, permanent ones (5xx) are not.
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SmtpRecorderClient,
  startSmtpRecorder,
  type ServiceProcess,
  type SmtpRecorderInfo,
} from '../test/services';
import { createSmtpMailer, isTemporaryMailFailure, type SmtpSettings } from './mailer';

const log = pino({ level: 'silent' });
let recorder: ServiceProcess<SmtpRecorderInfo>;
let smtp: SmtpRecorderClient;

beforeAll(async () => {
  recorder = await startSmtpRecorder();
  smtp = new SmtpRecorderClient(recorder.info);
});
afterAll(() => recorder.stop());
beforeEach(async () => {
  await smtp.clear();
  await smtp.failNext(0, 451);
});

/** A mailer whose waits are recorded instead of slept. */
function mailerWith(overrides: Partial<SmtpSettings> = {}) {
  const waits: number[] = [];
  const mailer = createSmtpMailer(
    {
      url: smtp.smtpUrl,
      from: 'Potluck <no-reply@potluck.test>',
      retries: 3,
      retryDelayMs: 100,
      timeoutMs: 2000,
      ...overrides,
    },
    log,
    async (ms) => {
      waits.push(ms);
    },
  );
  return { mailer, waits };
}

const message = {
  to: 'cook@example.com',
  subject: 'Your Potluck reset code',
  text: 'Your code is 123456.',
  replyTo: 'support@potluck.test',
};

describe('SMTP mailer', () => {
  it('delivers the message with its sender, recipient, subject, body and reply-to', async () => {
    const { mailer, waits } = mailerWith();
    await mailer.send(message);
    const [received, ...rest] = await smtp.messages();
    expect(rest).toEqual([]);
    expect(received!.from).toBe('no-reply@potluck.test');
    expect(received!.to).toEqual(['cook@example.com']);
    expect(received!.raw).toMatch(/^Subject: Your Potluck reset code$/m);
    expect(received!.raw).toMatch(/^Reply-To: support@potluck.test$/m);
    expect(received!.raw).toContain('Your code is 123456.');
    expect(waits).toEqual([]);
    mailer.close();
  });

  it('retries temporary refusals with doubling waits until the server takes it', async () => {
    await smtp.failNext(2, 451);
    const { mailer, waits } = mailerWith();
    await mailer.send(message);
    expect(waits).toEqual([100, 200]);
    expect(await smtp.messages()).toHaveLength(1);
    mailer.close();
  });

  it('gives up after SMTP_RETRIES temporary refusals', async () => {
    await smtp.failNext(10, 421);
    const { mailer, waits } = mailerWith({ retries: 2 });
    await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 421 });
    expect(waits).toEqual([100, 200]);
    expect(await smtp.messages()).toEqual([]);
    mailer.close();
  });

  it('does not retry a permanent refusal', async () => {
    await smtp.failNext(1, 550);
    const { mailer, waits } = mailerWith();
    await expect(mailer.send(message)).rejects.toMatchObject({ responseCode: 550 });
    expect(waits).toEqual([]);
    // Had it retried, the next attempt would have been accepted.
    expect(await smtp.messages()).toEqual([]);
    mailer.close();
  });

  it('retries when the server cannot be reached', async () => {
    const { mailer, waits } = mailerWith({ url: 'smtp://127.0.0.1:9', retries: 2 });
    await expect(mailer.send(message)).rejects.toThrow();
    expect(waits).toEqual([100, 200]);
    mailer.close();
  });

  it('classifies failures', () => {
    expect(isTemporaryMailFailure({ responseCode: 450 })).toBe(true);
    expect(isTemporaryMailFailure({ responseCode: 554 })).toBe(false);
    expect(isTemporaryMailFailure({ code: 'ECONNECTION' })).toBe(true);
    expect(isTemporaryMailFailure({ code: 'EENVELOPE' })).toBe(false);
    expect(isTemporaryMailFailure(new Error('no recipients'))).toBe(false);
  });
});
