import path from 'node:path';
import type { Config } from '../config';
import { deriveKey, loadAppSecret } from '../lib/secret';
import { LocalObjectStore } from './local-store';
import type { ObjectStore } from './store';

/**
 * The object store the configuration asks for. Today always the local folder DATA_DIR/objects;
 * the S3-compatible store (S3_* settings) slots in here with the scale-out work.
 */
export function createObjectStore(config: Config): ObjectStore {
  const signingKey = deriveKey(loadAppSecret(config), 'upload-url');
  return new LocalObjectStore(path.join(config.DATA_DIR, 'objects'), signingKey);
}
