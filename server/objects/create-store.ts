import path from 'node:path';
import type { Config } from '../config';
import { deriveKey, loadAppSecret } from '../lib/secret';
import { LocalObjectStore } from './local-store';
import { S3ObjectStore } from './s3-store';
import type { ObjectStore } from './store';

/**
 * The object store the configuration asks for: an S3-compatible bucket when the S3_* settings
 * are given (loadConfig makes sure they come together), else the local folder DATA_DIR/objects.
 */
export function createObjectStore(config: Config): ObjectStore {
  if (
    config.S3_ENDPOINT &&
    config.S3_BUCKET &&
    config.S3_ACCESS_KEY_ID &&
    config.S3_SECRET_ACCESS_KEY
  ) {
    return new S3ObjectStore({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      keyPrefix: config.S3_KEY_PREFIX,
      timeoutMs: config.S3_TIMEOUT_MS,
    });
  }
  return createLocalObjectStore(config);
}

/** The embedded default: the folder DATA_DIR/objects, upload URLs signed by the app secret. */
export function createLocalObjectStore(config: Config): LocalObjectStore {
  const signingKey = deriveKey(loadAppSecret(config), 'upload-url');
  return new LocalObjectStore(path.join(config.DATA_DIR, 'objects'), signingKey);
}
