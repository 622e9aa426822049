import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';
import { generateResetCode } from './reset-codes';

const COST = 1024;

describe('password hashing', () => {
  it('stores a self-describing scrypt hash that verifies only the same password', async () => {
    const hash = await hashPassword('s3cret-pass', COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so one password hashes differently twice', async () => {
    const first = await hashPassword('same password', COST);
    const second = await hashPassword('same password', COST);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('treats canonically equivalent Unicode spellings as one password', async () => {
    const hash = await hashPassword('cr\u00e8me br\u00fbl\u00e9e', COST);
    expect(await verifyPassword('cre\u0300me bru\u0302le\u0301e', hash)).toBe(true);
  });

  it('verifies hashes made at another cost, and flags them for rehashing', async () => {
    const hash = await hashPassword('upgrade me', 2048);
    expect(await verifyPassword('upgrade me', hash)).toBe(true);
    expect(needsRehash(hash, 2048)).toBe(false);
    expect(needsRehash(hash, COST)).toBe(true);
  });

  it('never matches a malformed or hostile stored hash', async () => {
    const good = await hashPassword('pw123456', COST);
    const [, , r, p, salt, key] = good.split('$');
    const hostile = [
      '',
      'plain-text-password',
      `argon2$1024$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, // N far too large to compute
      `scrypt$1024$${r}$${p}$${salt}$${key!.slice(0, 20)}`, // truncated key
      `scrypt$1024$${r}$${p}$$${key}`, // no salt
    ];
    for (const stored of hostile) {
      expect(await verifyPassword('pw123456', stored)).toBe(false);
      expect(needsRehash(stored, COST)).toBe(true);
    }
  });

  it('refuses to hash at a cost scrypt cannot use', async () => {
    await expect(hashPassword('pw123456', 1000)).rejects.toThrow(/power of two/);
  });

  it('answers false from the dummy check, for timing parity when there is no account', async () => {
    expect(await verifyAgainstDummy('anything', COST)).toBe(false);
  });
});

describe('reset codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, () => generateResetCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
