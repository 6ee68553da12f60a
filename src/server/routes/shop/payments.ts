/** Payment routes (spec §7): filled in by the payments work. */
import type { FastifyInstance } from 'fastify';

/** Registers /api/payments/*. */
export async function paymentRoutes(_app: FastifyInstance, _opts: { rateLimit?: boolean }): Promise<void> {}
