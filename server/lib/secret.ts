// Security seam: the app's one server-side secret. SESSION_SECRET when set; otherwise a random
// secret generated on first start and kept in DATA_DIR/secret.key (mode 0600), so signatures
// survive restarts without any setup. Every feature derives its own key from it (deriveKey), so
// a key leaked from one use cannot forge another's signatures.
import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';

const SECRET_FILE = 'secret.key';

/** The app secret: SESSION_SECRET, or the one kept in DATA_DIR (created once, never rotated here). */
export function loadAppSecret(config: Pick<Config, 'SESSION_SECRET' | 'DATA_DIR'>): Buffer {
  if (config.SESSION_SECRET) return Buffer.from(config.SESSION_SECRET, 'utf8');
  const file = path.join(config.DATA_DIR, SECRET_FILE);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep the first one's.
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 16)
    throw new Error(`${file} holds no usable secret; delete it to regenerate`);
  return Buffer.from(secret, 'utf8');
}

/** A key for one purpose (e.g. 'upload-url'), derived from the app secret. */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`potluck:${purpose}`).digest();
}
