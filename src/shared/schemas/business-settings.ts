/**
 * The seller's business settings (docs/decisions/046-business-settings.md): who sells, from
 * where, under which GSTIN, and how invoices are numbered. The admin edits them
 * (GET/PUT /api/admin/settings/business); the policy pages, footer, invoices and labels read them.
 * Consumer Protection (E-Commerce) Rules 2020, rule 4(1)-(4): legal name, address, contact
 * details and a grievance officer; CGST Rules rule 46: the seller's GSTIN on tax invoices.
 */
import { z } from 'zod';
import { freeText } from '../free-text';
import { GST_STATE_CODES } from '../gst-states';
import { gstinProblem } from '../gstin';
import { PLACEHOLDER_ADDRESS } from '../seller-details';
import { emailAddress, mobileDigits, printableText } from './contact';

/** GST rates (per cent) the rate settings accept: the slabs of the GST rate notifications. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

const line = (label: string, max: number) =>
  printableText(
    freeText(
      z
        .string({ error: `${label} is required` })
        .trim()
        .min(1, `${label} is required`)
        .max(max),
    ),
  );

/** An optional GSTIN: blank means unregistered (bills of supply, not tax invoices). */
export const OptionalGstin = z
  .string()
  .trim()
  .toUpperCase()
  .max(15, 'GSTIN must be 15 characters')
  .refine((value) => value === '' || gstinProblem(value) === null, {
    error: (issue) => gstinProblem(String(issue.input).trim().toUpperCase()) ?? 'Invalid GSTIN',
  })
  .transform((value) => (value === '' ? null : value));

/** The grievance officer the E-Commerce Rules 2020 (rule 4(4)) ask the seller to name. */
export const GrievanceOfficer = z.object({
  name: line('Grievance officer name', 100),
  designation: line('Grievance officer designation', 100),
  email: emailAddress(),
  phone: mobileDigits(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficer>;

/** PUT /api/admin/settings/business: every field of the settings; a seller must stay complete. */
export const BusinessSettingsRequest = z
  .object({
    legalName: line('Legal name', 120),
    tradeName: line('Trade name', 120),
    /** The registered place of business, several lines. */
    address: printableText(
      freeText(
        z
          .string({ error: 'Address is required' })
          .trim()
          .min(1, 'Address is required')
          .max(400)
          .refine((address) => address !== PLACEHOLDER_ADDRESS, 'Enter the registered address of the place of business'),
        { multiLine: true },
      ),
    ),
    stateCode: z.enum(GST_STATE_CODES, { error: 'Choose the state of the place of business' }),
    gstin: OptionalGstin.optional().default(''),
    email: emailAddress(),
    phone: mobileDigits(),
    grievanceOfficer: GrievanceOfficer,
    hsnCode: z
      .string()
      .trim()
      .regex(/^\d{4}(\d{2}){0,2}$/, 'HSN code must be 4, 6 or 8 digits')
      .default('3926'),
    gstRatePercent: z
      .number({ error: 'GST rate is required' })
      .min(0)
      .max(100)
      .refine((rate) => (GST_RATES as readonly number[]).includes(rate), `GST rate must be one of ${GST_RATES.join(', ')}`)
      .default(18),
    invoicePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, 'Invoice prefix must be 1 to 3 letters or digits (the invoice number has at most 16 characters)')
      // Credit notes are numbered CN/25-26/000001 in their own series (docs/decisions/050-invoice-numbering.md).
      .refine((prefix) => prefix !== 'CN', 'Invoice prefix CN is kept for credit notes: choose another')
      .default('CH'),
  })
  .superRefine((settings, ctx) => {
    if (settings.gstin && settings.gstin.slice(0, 2) !== settings.stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: "GSTIN's first two digits must match the state code of the place of business",
      });
    }
  });
export type BusinessSettingsRequest = z.input<typeof BusinessSettingsRequest>;
/** The validated settings (GSTIN null when unregistered). */
export type BusinessSettingsValues = z.output<typeof BusinessSettingsRequest>;

/** The stored settings as the server and the admin read them. */
export const BusinessSettings = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  address: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  gstin: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  grievanceOfficer: z.object({ name: z.string(), designation: z.string(), email: z.string(), phone: z.string() }),
  hsnCode: z.string(),
  gstRatePercent: z.number(),
  invoicePrefix: z.string(),
  /** False until the admin has saved the settings once (the defaults are placeholders). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type BusinessSettings = z.infer<typeof BusinessSettings>;

/**
 * GET /api/shop-info: what the policy pages, the footer, /contact and the checkout read (no rate
 * or prefix); `checkoutOpen` is false while production waits for the seller's details
 * (docs/product.md#seller-details).
 */
export const ShopInfoResponse = BusinessSettings.pick({
  legalName: true,
  tradeName: true,
  address: true,
  stateCode: true,
  stateName: true,
  gstin: true,
  email: true,
  phone: true,
  grievanceOfficer: true,
}).extend({ checkoutOpen: z.boolean() });
export type ShopInfoResponse = z.infer<typeof ShopInfoResponse>;
