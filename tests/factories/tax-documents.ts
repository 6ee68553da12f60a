/** Parts of tax documents for the PDF tests (docs/product.md#gst-invoices). */
import type { TaxDocumentContent } from '#shared/schemas/tax-document';

/** The seller on a test document: Chaabi in Pune, Maharashtra (state 27), registered under a GSTIN of that state. */
export const PUNE_DOCUMENT_SELLER: TaxDocumentContent['seller'] = {
  name: 'Chaabi',
  legalName: 'Chaabi Prints LLP',
  address: '4 FC Road, Pune 411004',
  stateCode: '27',
  stateName: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  email: 'accounts@chaabi.in',
  phone: '9876543210',
};
