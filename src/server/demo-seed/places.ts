/**
 * What the demo data set is made of (docs/product.md#demo-data): a city with a real PIN code in
 * every GST state and union territory, first and last names, and a name written in each script
 * the shop prints.
 */
import type { KeychainScript } from '#shared/keychain-scripts';

/** One delivery place per state: its GST code, the state's name as GST_STATES spells it, a city and a real PIN. */
export const DEMO_PLACES: readonly { code: string; state: string; city: string; pin: string; weight: number }[] = [
  { code: '01', state: 'Jammu and Kashmir', city: 'Srinagar', pin: '190001', weight: 1 },
  { code: '02', state: 'Himachal Pradesh', city: 'Shimla', pin: '171001', weight: 1 },
  { code: '03', state: 'Punjab', city: 'Ludhiana', pin: '141001', weight: 3 },
  { code: '04', state: 'Chandigarh', city: 'Chandigarh', pin: '160017', weight: 1 },
  { code: '05', state: 'Uttarakhand', city: 'Dehradun', pin: '248001', weight: 1 },
  { code: '06', state: 'Haryana', city: 'Gurugram', pin: '122001', weight: 4 },
  { code: '07', state: 'Delhi', city: 'New Delhi', pin: '110001', weight: 8 },
  { code: '08', state: 'Rajasthan', city: 'Jaipur', pin: '302001', weight: 4 },
  { code: '09', state: 'Uttar Pradesh', city: 'Lucknow', pin: '226001', weight: 7 },
  { code: '10', state: 'Bihar', city: 'Patna', pin: '800001', weight: 3 },
  { code: '11', state: 'Sikkim', city: 'Gangtok', pin: '737101', weight: 1 },
  { code: '12', state: 'Arunachal Pradesh', city: 'Itanagar', pin: '791111', weight: 1 },
  { code: '13', state: 'Nagaland', city: 'Kohima', pin: '797001', weight: 1 },
  { code: '14', state: 'Manipur', city: 'Imphal', pin: '795001', weight: 1 },
  { code: '15', state: 'Mizoram', city: 'Aizawl', pin: '796001', weight: 1 },
  { code: '16', state: 'Tripura', city: 'Agartala', pin: '799001', weight: 1 },
  { code: '17', state: 'Meghalaya', city: 'Shillong', pin: '793001', weight: 1 },
  { code: '18', state: 'Assam', city: 'Guwahati', pin: '781001', weight: 2 },
  { code: '19', state: 'West Bengal', city: 'Kolkata', pin: '700001', weight: 6 },
  { code: '20', state: 'Jharkhand', city: 'Ranchi', pin: '834001', weight: 2 },
  { code: '21', state: 'Odisha', city: 'Bhubaneswar', pin: '751001', weight: 2 },
  { code: '22', state: 'Chhattisgarh', city: 'Raipur', pin: '492001', weight: 2 },
  { code: '23', state: 'Madhya Pradesh', city: 'Bhopal', pin: '462001', weight: 3 },
  { code: '24', state: 'Gujarat', city: 'Ahmedabad', pin: '380001', weight: 6 },
  { code: '26', state: 'Dadra and Nagar Haveli and Daman and Diu', city: 'Daman', pin: '396210', weight: 1 },
  { code: '27', state: 'Maharashtra', city: 'Pune', pin: '411001', weight: 12 },
  { code: '29', state: 'Karnataka', city: 'Bengaluru', pin: '560001', weight: 9 },
  { code: '30', state: 'Goa', city: 'Panaji', pin: '403001', weight: 1 },
  { code: '31', state: 'Lakshadweep', city: 'Kavaratti', pin: '682555', weight: 1 },
  { code: '32', state: 'Kerala', city: 'Kochi', pin: '682001', weight: 4 },
  { code: '33', state: 'Tamil Nadu', city: 'Chennai', pin: '600001', weight: 7 },
  { code: '34', state: 'Puducherry', city: 'Puducherry', pin: '605001', weight: 1 },
  { code: '35', state: 'Andaman and Nicobar Islands', city: 'Port Blair', pin: '744101', weight: 1 },
  { code: '36', state: 'Telangana', city: 'Hyderabad', pin: '500001', weight: 6 },
  { code: '37', state: 'Andhra Pradesh', city: 'Vijayawada', pin: '520001', weight: 4 },
  { code: '38', state: 'Ladakh', city: 'Leh', pin: '194101', weight: 1 },
];

/** Given names in Latin letters (customer names are typed in English at checkout). */
export const FIRST_NAMES = [
  'Aarav',
  'Asha',
  'Vivaan',
  'Diya',
  'Aditya',
  'Ananya',
  'Arjun',
  'Ishita',
  'Kabir',
  'Meera',
  'Rohan',
  'Saanvi',
  'Vihaan',
  'Priya',
  'Karthik',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Gurpreet',
  'Harleen',
  'Sourav',
  'Riya',
  'Nikhil',
  'Pooja',
] as const;

/** Family names. */
export const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Khan', 'Singh', 'Das', 'Patel', 'Nair', 'Mehta', 'Banerjee', 'Rao', 'Gill'] as const;

/** Keychain texts in each script (names as people order them). */
export const TEXTS_BY_SCRIPT: Readonly<Record<KeychainScript, readonly string[]>> = {
  Latn: ['Asha', 'Rohan', 'Mom', 'Papa', 'Bestie', 'Kabir', 'Meera', 'Home', 'Love'],
  Deva: ['आशा', 'राम', 'माँ', 'पापा'],
  Taml: ['அம்மா', 'தமிழ்', 'கவின்'],
  Telu: ['అమ్మ', 'తెలుగు', 'శ్రీ'],
  Beng: ['মা', 'বাবা', 'আশা'],
  Gujr: ['મા', 'જય', 'આશા'],
  Knda: ['ಅಮ್ಮ', 'ಕನ್ನಡ', 'ಆಶಾ'],
  Mlym: ['അമ്മ', 'മലയാളം', 'ആശ'],
  Guru: ['ਮਾਂ', 'ਪੰਜਾਬ', 'ਆਸ਼ਾ'],
  Orya: ['ମା', 'ଓଡ଼ିଆ', 'ଆଶା'],
};
