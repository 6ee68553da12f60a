/**
 * The files the API hands out to save (staff exports, print files, labels, a dealer's ledger):
 * one answer shape, so every download is named and never kept by a cache on the way (they carry
 * customers' names, addresses and money).
 */
import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** A file to download: what the browser saves it as, its media type, and its bytes or text (or a stream of them). */
export interface Download {
  fileName: string;
  type: string;
  body: Buffer | string | Readable;
}

/**
 * Sends `file` as an attachment with `Cache-Control: no-store`. The name is encoded by the
 * `content-disposition` package (RFC 6266): `filename="…"` in ASCII, and for a name with other
 * characters (a colour or a customer's name in Devanagari) also `filename*=UTF-8''…`, so the
 * browser saves the real name and Node never refuses the header.
 */
export function sendDownload(reply: FastifyReply, file: Download): FastifyReply {
  return reply
    .type(file.type)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('Cache-Control', 'no-store')
    .send(file.body);
}
