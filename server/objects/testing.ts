// Helpers for the photos tests: real image bytes made with sharp, hostile files, and the
// browser's three steps (get an upload URL, PUT the bytes, process them).
import http from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { TestClient, TestServer } from '../test/harness';

export type TestFormat = 'png' | 'jpeg' | 'webp';

/** A small solid-colour image in `format`. */
export function makeImage(format: TestFormat, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** A 200×100 JPEG with EXIF orientation 6 (shown rotated to 100×200), a camera name and GPS. */
export function makeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 100, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'LeakyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The tags of IFD0 of an EXIF block (0x8825 is the GPS pointer), for asserting on metadata. */
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes claiming to be a 50,000 × 50,000 PNG: a decompression bomb's header. */
export function makePixelFloodPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
/** The smallest GIF: a 1×1 transparent pixel. */
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** POST /api/objects/upload as `client`; answers the uploadURL (throws unless 200). */
export async function requestUploadUrl(client: TestClient): Promise<string> {
  const res = await client.post('/api/objects/upload');
  if (res.status !== 200) throw new Error(`upload URL failed: ${res.status} ${res.text}`);
  return res.body.uploadURL as string;
}

/** PUTs raw bytes to an upload URL as a browser would (no cookies needed). */
export async function putBytes(
  server: TestServer,
  uploadURL: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
) {
  const res = await fetch(new URL(uploadURL, server.baseUrl), {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

/** PUT /api/recipe-images as `client`. */
export function processUpload(client: TestClient, imageURL: string, recipeId?: string) {
  return client.put('/api/recipe-images', recipeId ? { imageURL, recipeId } : { imageURL });
}

/** The whole browser flow for `bytes`; answers the processed image's objectPath. */
export async function uploadImage(server: TestServer, client: TestClient, bytes: Buffer) {
  const uploadURL = await requestUploadUrl(client);
  const put = await putBytes(server, uploadURL, bytes);
  if (put.status !== 200) throw new Error(`upload PUT failed: ${put.status} ${put.text}`);
  const processed = await processUpload(client, uploadURL);
  if (processed.status !== 200) {
    throw new Error(`processing failed: ${processed.status} ${processed.text}`);
  }
  return processed.body.objectPath as string;
}

/**
 * GETs an object path as `client` (or anonymously), answering status, headers and bytes. Each
 * fetch has its own connection that closes after the answer: the server streams images, and a
 * keep-alive socket whose answer is still being flushed when a test closes the app would hold
 * the close open until the keep-alive timeout.
 */
export function fetchObject(server: TestServer, objectPath: string, client?: TestClient) {
  const headers: Record<string, string> = {};
  if (client?.cookieHeader) headers.cookie = client.cookieHeader;
  return new Promise<{ status: number; headers: Headers; bytes: Buffer }>((resolve, reject) => {
    const request = http.get(server.baseUrl + objectPath, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') answerHeaders.set(name, value);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders,
          bytes: Buffer.concat(chunks),
        });
      });
    });
    request.on('error', reject);
  });
}

/** Whether the server's object store (local folder or bucket) holds `key`. */
export async function hasObject(server: TestServer, key: string): Promise<boolean> {
  return (await server.deps.objects.head(key)) !== null;
}

/** The store key an upload URL points at (whichever store issued it). */
export function uploadKeyOf(server: TestServer, uploadURL: string): string {
  const key = server.deps.objects.uploadKeyFromUrl(uploadURL, server.baseUrl);
  if (!key) throw new Error(`not an upload URL of this server: ${uploadURL}`);
  return key;
}

/** Whether this test run keeps objects in the local folder (not TEST_S3's bucket). */
export const runsOnLocalStore = () => !inject('scaleout')?.s3;

/** Polls `check` until it holds (event listeners run after the answer is sent). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}
