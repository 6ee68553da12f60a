/**
 * India's GST state codes (the first two digits of a GSTIN; CBIC's list of State/UT codes,
 * as used on tax invoices under CGST Rules, rule 46(n) for the place of supply). Today's
 * states and union territories: Telangana (36) and Andhra Pradesh (37) since 2014, Ladakh (38)
 * since 2019, and Dadra and Nagar Haveli and Daman and Diu merged as 26 in 2020. Codes 25
 * (Daman and Diu) and 28 (undivided Andhra Pradesh) are retired and not offered; 97 is
 * "Other Territory" (offshore areas beyond the states).
 */

/** One GST state or union territory: its two-digit code and its name. */
export interface GstState {
  code: string;
  name: string;
}

/** Every current GST state code, in code order. */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));
const normalise = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();
const BY_NAME = new Map(GST_STATES.map((state) => [normalise(state.name), state]));
/** Names people and older data sets still use, mapped to today's code. */
const ALIASES: Record<string, string> = {
  orissa: '21',
  pondicherry: '34',
  'nct of delhi': '07',
  'new delhi': '07',
  'dadra and nagar haveli': '26',
  'daman and diu': '26',
  'andaman and nicobar': '35',
  'jammu kashmir': '01',
  uttaranchal: '05',
};

/** The state with this two-digit code, or undefined (retired codes 25 and 28 included). */
export function gstStateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/**
 * The state a name means, case- and punctuation-insensitively ("TAMIL NADU", "Jammu & Kashmir",
 * "Orissa"), or undefined.
 */
export function gstStateByName(name: string): GstState | undefined {
  const key = normalise(name);
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  const alias = ALIASES[key];
  return alias ? BY_CODE.get(alias) : undefined;
}

/** The two-digit codes as a tuple for zod enums. */
export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [string, ...string[]];
