/**
 * A FileStore in an S3-compatible bucket (docs/decisions/023-several-instances.md):
 * `folder/<name>` under S3_KEY_PREFIX. A PUT is atomic (an object exists whole or not at all),
 * so no temporary names are needed. Files are still served through the app, streamed, so URLs
 * do not change. "No such key" is a missing file; every other failure (S3 unreachable, refused
 * credentials, a 5xx) becomes AppError STORAGE_UNAVAILABLE: a 503, never a 500.
 * The AWS SDK is loaded on first use, so an instance without S3_BUCKET never loads it.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../env';
import { AppError } from '../app-error';
import { STORAGE_UNAVAILABLE_MESSAGE, type FileStore, type StoredFileInfo } from './provider';

type Sdk = typeof import('@aws-sdk/client-s3');
let sdkPromise: Promise<Sdk> | undefined;
const loadSdk = (): Promise<Sdk> => (sdkPromise ??= import('@aws-sdk/client-s3'));

const clients = new WeakMap<S3Config, Promise<S3Client>>();

/** The one S3 client of a configuration (keep-alive sockets are shared by every store). */
export function s3ClientFor(config: S3Config): Promise<S3Client> {
  let client = clients.get(config);
  if (!client) {
    client = loadSdk().then(
      ({ S3Client: Client }) =>
        new Client({
          region: config.region,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          ...(config.credentials ? { credentials: config.credentials } : {}),
          forcePathStyle: config.forcePathStyle,
          // Checksums only where S3 requires them: MinIO, R2 and s3rver refuse or mangle the
          // newer aws-chunked uploads the SDK sends by default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 2,
          requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
        }),
    );
    clients.set(config, client);
  }
  return client;
}

/** Closes the client of `config` (its keep-alive sockets); the next use opens a new one. */
export async function closeS3Client(config: S3Config): Promise<void> {
  const client = clients.get(config);
  clients.delete(config);
  if (client) (await client).destroy();
}

/** True for S3's "this key does not exist" (GetObject NoSuchKey, HeadObject 404). */
function isNoSuchKey(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** The 503 for a failed S3 call; an AppError passes unchanged. */
export function toS3StorageError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  return new AppError('STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, { cause: error, headers: { 'Retry-After': '30' } });
}

async function s3Step<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw toS3StorageError(error);
  }
}

/**
 * A FileStore over `${config.keyPrefix}${folder}/` in the bucket. `isValidName` guards every
 * name (no separators reach a key).
 */
export function createS3FileStore(config: S3Config, folder: string, isValidName: (name: string) => boolean): FileStore {
  const prefix = `${config.keyPrefix}${folder}/`;
  const keyOf = (name: string): string => {
    if (!isValidName(name) || name.includes('/')) throw new Error(`Not a stored file name: ${name}`);
    return `${prefix}${name}`;
  };
  const Bucket = config.bucket;

  return {
    dir: `s3://${Bucket}/${prefix}`,
    remote: true,
    async write(name, data) {
      const Key = keyOf(name);
      await s3Step(async () => {
        const [{ PutObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.byteLength }));
      });
    },
    async moveIn(sourcePath, name) {
      const Key = keyOf(name);
      await s3Step(async () => {
        const [{ PutObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        const { size } = await fs.promises.stat(sourcePath);
        // Streamed from the temporary file: uploads are capped at 10 MB, under S3's 5 GB single PUT.
        await client.send(new PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(sourcePath), ContentLength: size }));
      });
      await fs.promises.rm(sourcePath, { force: true }).catch(() => undefined);
    },
    async remove(name) {
      const Key = keyOf(name);
      await s3Step(async () => {
        const [{ DeleteObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      });
    },
    async list() {
      return s3Step(async () => {
        const [{ ListObjectsV2Command }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        const found: StoredFileInfo[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(prefix.length);
            if (name && !name.includes('/')) {
              const at = object.LastModified?.getTime() ?? 0;
              found.push({ name, changedAtMs: at, modifiedAtMs: at });
            }
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return found;
      });
    },
    async read(name) {
      const opened = await this.open(name);
      if (!opened) return null;
      return s3Step(async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      });
    },
    async open(name) {
      const Key = keyOf(name);
      return s3Step(async () => {
        const [{ GetObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key }));
          return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
        } catch (error) {
          if (isNoSuchKey(error)) return null;
          throw error;
        }
      });
    },
    async stat(name) {
      const Key = keyOf(name);
      return s3Step(async () => {
        const [{ HeadObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        try {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          return { size: head.ContentLength ?? 0, changedAtMs: head.LastModified?.getTime() ?? 0 };
        } catch (error) {
          if (isNoSuchKey(error)) return null;
          throw error;
        }
      });
    },
    async touch(name) {
      // Objects cannot be touched: a copy onto itself renews LastModified (only for files over an
      // hour old, so a busy cache entry costs one copy an hour). Failures are ignored: the
      // worst case is a rebuild after the sweep.
      const Key = keyOf(name);
      try {
        const current = await this.stat(name);
        if (!current || Date.now() - current.changedAtMs < 60 * 60 * 1000) return;
        const [{ CopyObjectCommand }, client] = await Promise.all([loadSdk(), s3ClientFor(config)]);
        const CopySource = `${Bucket}/${Key.split('/').map(encodeURIComponent).join('/')}`;
        await client.send(new CopyObjectCommand({ Bucket, Key, CopySource, MetadataDirective: 'REPLACE' }));
      } catch {
        // see above
      }
    },
  };
}
