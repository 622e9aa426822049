// Security seam: password hashing. scrypt (memory-hard) from node:crypto, run on the libuv
// thread pool so a login never blocks the event loop. Hashes are self-describing
// (`scrypt$N$r$p$salt$hash`), so raising the cost later keeps old hashes verifiable and lets a
// successful login upgrade them (see needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Bounds on N accepted from a stored hash, so a corrupt or hostile row cannot pin the CPU or memory. */
const MIN_COST = 2;
const MAX_COST = 2 ** 20;

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  key: Buffer;
}

function deriveKey(secret: string, salt: Buffer, params: Omit<ParsedHash, 'salt' | 'key'>) {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs 128·N·r bytes; Node's 32 MiB default would refuse costs above 2^15.
    maxmem: 256 * params.cost * params.blockSize * params.parallelism + 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function isPowerOfTwo(value: number) {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, costText, blockSizeText, parallelismText, saltText, keyText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const cost = Number(costText);
  const blockSize = Number(blockSizeText);
  const parallelism = Number(parallelismText);
  if (!isPowerOfTwo(cost) || cost < MIN_COST || cost > MAX_COST) return null;
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > 32) return null;
  if (!Number.isInteger(parallelism) || parallelism < 1 || parallelism > 16) return null;
  const salt = Buffer.from(saltText, 'base64');
  const key = Buffer.from(keyText, 'base64');
  if (salt.length === 0 || key.length !== KEY_BYTES) return null;
  return { cost, blockSize, parallelism, salt, key };
}

/** Hashes a secret with scrypt at cost N = `cost` (a power of two, e.g. config.PASSWORD_HASH_COST). */
export async function hashPassword(secret: string, cost: number): Promise<string> {
  if (!isPowerOfTwo(cost) || cost > MAX_COST) {
    throw new Error(`scrypt cost must be a power of two up to ${MAX_COST}, got ${cost}`);
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(secret, salt, {
    cost,
    blockSize: BLOCK_SIZE,
    parallelism: PARALLELISM,
  });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** True when `secret` matches `stored`. A malformed stored hash never matches. */
export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(secret, parsed.salt, parsed);
  // Constant-time comparison: how many leading bytes matched must not show in the timing.
  return timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than today's, so it should be re-hashed. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.cost !== cost ||
    parsed.blockSize !== BLOCK_SIZE ||
    parsed.parallelism !== PARALLELISM
  );
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the time of one real verification and answers false. Used when there is no account (or
 * no stored hash) to check against, so the answer's timing does not reveal which addresses exist.
 */
export async function verifyAgainstDummy(secret: string, cost: number): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(secret, await dummy);
  return false;
}
