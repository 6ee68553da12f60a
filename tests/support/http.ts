/** Requests the route tests send through `app.inject`. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const jsonHeaders = { 'content-type': 'application/json' };

/** POSTs `payload` as JSON to `url`, as a browser without cookies would. */
export function postJson(app: FastifyInstance, url: string, payload: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: jsonHeaders });
}
