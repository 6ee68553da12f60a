/** Printers of the print room (docs/print-room.md#printers): registered by the admin, polled for their state, sent plates. */
import { z } from 'zod';
import { freeText } from '../free-text';

/** The REST APIs a printer may speak. */
export const PRINTER_KINDS = ['prusalink', 'moonraker', 'octoprint'] as const;
export type PrinterKind = (typeof PRINTER_KINDS)[number];

/**
 * A printer's base URL: http(s) only, no user name or password in it (the key goes in apiKey),
 * no query or fragment. Answers the problem, or null when the URL is fine.
 */
export function printerUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter the printer’s address, like http://192.168.1.50';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http:// and https:// addresses are allowed';
  if (url.username !== '' || url.password !== '') return 'Leave the user name and password out of the address; put the key in API key';
  if (url.search !== '' || url.hash !== '') return 'The address takes no ?query or #fragment';
  if (url.hostname === '') return 'The address needs a host';
  return null;
}

/** POST /api/admin/printers body. */
export const CreatePrinterRequest = z.object({
  name: freeText(z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(60, 'At most 60 characters')),
  kind: z.enum(PRINTER_KINDS, { error: 'Choose PrusaLink, Moonraker or OctoPrint' }),
  url: z
    .string({ error: 'Enter the printer’s address' })
    .trim()
    .max(300, 'At most 300 characters')
    .superRefine((value, ctx) => {
      const problem = printerUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.replace(/\/+$/, '')),
  apiKey: freeText(z.string({ error: 'Enter the API key' }).trim().max(200, 'At most 200 characters')).default(''),
});
export type CreatePrinterRequest = z.input<typeof CreatePrinterRequest>;

/** PATCH /api/admin/printers/:id body: the fields to change, at least one (the same rules as at registration). */
export const UpdatePrinterRequest = z
  .object({
    name: CreatePrinterRequest.shape.name.optional(),
    kind: CreatePrinterRequest.shape.kind.optional(),
    url: CreatePrinterRequest.shape.url.optional(),
    apiKey: freeText(z.string({ error: 'Enter the API key' }).trim().max(200, 'At most 200 characters')).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Change at least one field' });
export type UpdatePrinterRequest = z.input<typeof UpdatePrinterRequest>;

/** What a printer was doing when last read. */
export const PrinterState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('idle') }),
  /** progressPercent 0–100; secondsLeft null when the printer does not say. */
  z.object({ state: z.literal('printing'), progressPercent: z.number(), secondsLeft: z.number().int().nullable() }),
  /** Paused, most often for the colour change (M600). */
  z.object({ state: z.literal('paused'), progressPercent: z.number(), secondsLeft: z.number().int().nullable() }),
  z.object({ state: z.literal('finished') }),
  z.object({ state: z.literal('error'), message: z.string() }),
]);
export type PrinterState = z.infer<typeof PrinterState>;

/** A printer as the API returns it: never its API key. */
export const Printer = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PRINTER_KINDS),
  url: z.string(),
  hasApiKey: z.boolean(),
  /** The last state read by the poller, and when (ISO 8601); null before the first read. */
  lastState: PrinterState.nullable(),
  stateReadAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Printer = z.infer<typeof Printer>;

export const PrinterListResponse = z.object({ printers: z.array(Printer) });
export type PrinterListResponse = z.infer<typeof PrinterListResponse>;

export const PrinterIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /api/admin/plates/:id/send body. */
export const SendPlateRequest = z.object({
  printerId: z.number({ error: 'Choose a printer' }).int('Choose a printer').min(1, 'Choose a printer').max(2_147_483_647),
});
export type SendPlateRequest = z.infer<typeof SendPlateRequest>;
