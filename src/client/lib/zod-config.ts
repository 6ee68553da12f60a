/**
 * Zod without its JIT: the CSP forbids `eval`, and zod probes `new Function` (a CSP violation
 * report) when it builds its first object schema unless `jitless` is set. Imported first by
 * main.tsx so it runs before any schema module is evaluated.
 */
import { z } from 'zod';

z.config({ jitless: true });
