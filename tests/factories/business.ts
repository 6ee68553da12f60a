/** Business settings for tests (docs/product.md#seller-details), as the admin's Settings form sends them. */

/**
 * A registered seller in Bengaluru, Karnataka (state code 29, with a GSTIN of that state) and its
 * grievance officer: a valid PUT /api/admin/settings/business body.
 */
export const BENGALURU_SELLER = {
  legalName: 'Chaabi Creations Private Limited',
  tradeName: 'Chaabi',
  address: '12 MG Road\nBengaluru 560001',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  email: 'accounts@chaabi.example',
  phone: '9876543210',
  grievanceOfficer: { name: 'Asha Rao', designation: 'Grievance Officer', email: 'grievance@chaabi.example', phone: '9876500000' },
};
