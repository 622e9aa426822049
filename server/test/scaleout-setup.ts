// Vitest global setup for the scale-out configuration: with TEST_S3=1 it starts s3rver, with
// TEST_SMTP=1 the recording SMTP server (each as its own process), and hands their addresses —
// and TEST_REDIS_URL — to the test workers through `inject('scaleout')`. With none of them set it
// does nothing, and the suite runs on the embedded defaults.
import type { TestProject } from 'vitest/node';
import { loadTestServicesConfig } from '../config';
import {
  startS3rver,
  startSmtpRecorder,
  type S3rverInfo,
  type ServiceProcess,
  type SmtpRecorderInfo,
} from './services';

export interface ScaleoutServices {
  redisUrl: string | null;
  s3: S3rverInfo | null;
  smtp: SmtpRecorderInfo | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    scaleout: ScaleoutServices;
  }
}

export default async function setup(project: TestProject) {
  const wanted = loadTestServicesConfig();
  const running: Array<ServiceProcess<unknown>> = [];
  const s3 = wanted.s3 ? await startS3rver() : null;
  if (s3) running.push(s3);
  const smtp = wanted.smtp ? await startSmtpRecorder() : null;
  if (smtp) running.push(smtp);
  project.provide('scaleout', {
    redisUrl: wanted.redisUrl,
    s3: s3?.info ?? null,
    smtp: smtp?.info ?? null,
  });
  return async () => {
    await Promise.all(running.map((service) => service.stop()));
  };
}
