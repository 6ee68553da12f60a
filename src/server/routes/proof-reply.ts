import type { FastifyReply } from 'fastify';
import type { ProofPng } from '../services/stl/render-proof-png';

/** Answers a proof image as image/png with `cacheControl` and an ETag from its design hash. */
export function sendProofPng(reply: FastifyReply, proof: ProofPng, cacheControl: string): FastifyReply {
  return reply
    .type('image/png')
    .header('Cache-Control', cacheControl)
    .header('ETag', `"${proof.hash.slice(0, 32)}"`)
    .send(proof.png);
}
