/** Requests the route tests send through `app.inject`, and the multipart bodies they upload. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const jsonHeaders = { 'content-type': 'application/json' };

/** POSTs `payload` as JSON to `url`, as a browser without cookies would. */
export function postJson(app: FastifyInstance, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: jsonHeaders });
}

/** A part of a multipart body: a file or a text field. */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** Builds a multipart/form-data body and its headers. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----chaabi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
