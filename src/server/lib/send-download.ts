/**
 * The files the API hands out to save (staff exports, print files, labels, a dealer's ledger):
 * one answer shape, so every download is named and never kept by a cache on the way (they carry
 * customers' names, addresses and money).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file to download: what the browser saves it as, its media type, and its bytes or text (or a stream of them). */
export interface Download {
  fileName: string;
  type: string;
  body: Buffer | string | Readable;
}

/** Sends `file` as an attachment (`Content-Disposition: attachment; filename="…"`) with `Cache-Control: no-store`. */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .type(file.type)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
