// compose.yaml (README: Deploy) is a valid Compose file, and every setting it gives Potluck is one
// the app reads: renaming a setting in server/config.ts without compose.yaml and
// deploy/potluck.env.example fails here.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from './config';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const settings = new Set(Object.keys(ConfigSchema.shape));

interface Service {
  build?: { dockerfile?: string };
  environment?: Record<string, string>;
  env_file?: { path: string }[];
  profiles?: string[];
  depends_on?: Record<string, unknown>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};
/** The services that run Potluck's image (built from the Containerfile). */
const potluckServices = Object.entries(compose.services).filter(
  ([, service]) => service.build?.dockerfile === 'Containerfile',
);

/** The Compose specification's JSON schema, as dclint (a Compose linter) ships it. */
function composeValidator() {
  // The schema names draft-07 by an address Ajv does not know; it is draft-07 all the same.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  return ajv.compile(composeSchema());
}

function composeSchema() {
  const entry = createRequire(import.meta.url).resolve('dclint');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'schemas', 'compose.schema.json'))) dir = path.dirname(dir);
  return JSON.parse(
    fs.readFileSync(path.join(dir, 'schemas', 'compose.schema.json'), 'utf8'),
  ) as object;
}

describe('compose.yaml', () => {
  it('follows the Compose specification', () => {
    const validate = composeValidator();
    // Validated as written (merge keys resolved, as Compose does).
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a mistake', () => {
    const validate = composeValidator();
    const broken = structuredClone(compose) as { services: Record<string, object> };
    broken.services.potluck = { ...broken.services.potluck, stop_grace_period: ['30s'] };
    expect(validate(broken)).toBe(false);
  });

  it('runs Potluck embedded by default and two replicas in the scale profile', () => {
    const names = potluckServices.map(([name]) => name);
    const byDefault = potluckServices.filter(([, s]) => !s.profiles?.length).map(([n]) => n);
    const scaled = potluckServices.filter(([, s]) => s.profiles?.includes('scale')).map(([n]) => n);
    expect(byDefault).toEqual(['potluck']);
    expect(scaled).toHaveLength(2);
    for (const dependency of ['postgres', 'redis', 's3', 'proxy'])
      expect(compose.services[dependency]?.profiles).toEqual(['scale']);
    // The proxy sends traffic to exactly the replicas.
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = [...caddyfile.matchAll(/([a-z0-9-]+):5000/g)].map((m) => m[1]);
    expect(upstreams.sort()).toEqual(scaled.sort());
    expect(names).toContain('potluck');
  });

  it('sets only settings the app reads', () => {
    const unknown = potluckServices.flatMap(([name, service]) =>
      Object.keys(service.environment ?? {})
        .filter((key) => !settings.has(key))
        .map((key) => `${name}: ${key}`),
    );
    expect(unknown).toEqual([]);
    // The scale profile really configures the engines.
    const [, replica] = potluckServices.find(([, s]) => s.profiles?.includes('scale'))!;
    expect(Object.keys(replica.environment ?? {})).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'REDIS_URL',
        'S3_ENDPOINT',
        'S3_BUCKET',
        'SESSION_SECRET',
      ]),
    );
  });

  it('every setting can be set from potluck.env, whose example lists each one the app reads', () => {
    for (const [, service] of potluckServices)
      expect(service.env_file?.map((file) => file.path)).toContain('./potluck.env');
    const listed = [...read('deploy/potluck.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(
      (m) => m[1]!,
    );
    expect(listed.filter((key) => !settings.has(key))).toEqual([]);
    expect([...settings].filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('asks for its secrets from .env, and the example .env names each one', () => {
    const required = [...read('compose.yaml').matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]!);
    const example = read('deploy/scale.env.example');
    expect(required.length).toBeGreaterThan(0);
    for (const name of new Set(required)) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
