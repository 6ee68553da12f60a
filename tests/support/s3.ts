/**
 * A local S3 for the several-instances tests and the two-instance smoke script:
 * s3rver (an S3-compatible server on the file system, in this process) on a free port of
 * 127.0.0.1, with one bucket. `env` is what an instance needs to use it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running local S3. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** S3_* variables pointing an instance at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver with bucket `bucket` in a fresh temporary folder (removed on close). */
export async function startLocalS3(bucket = 'chaabi-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chaabi-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
