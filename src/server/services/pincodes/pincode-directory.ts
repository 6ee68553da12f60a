/**
 * The PIN code directory (docs/decisions/048-pin-code-directory.md): India Post's all-India
 * pincode directory reduced to one entry per PIN (main district, GST state codes) by
 * scripts/build-pincodes.ts and shipped as india-pincodes.json.gz beside this file. Built once
 * by the composition root (buildApp) and handed to the routes that need it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { gstStateByCode } from '#shared/gst-states';
import type { PincodeResponse } from '#shared/schemas/pincode';
import { projectRoot } from '../../lib/project-root';

/** Looks PIN codes up. */
export interface PincodeDirectory {
  /** Where `pin` (6 digits) is, or null when the directory does not know it. */
  find(pin: string): PincodeResponse | null;
  /** Every GST state code the PIN's post offices are in (a few PINs straddle a border); empty when unknown. */
  stateCodesOf(pin: string): readonly string[];
}

interface DirectoryFile {
  districts: string[];
  /** PIN → [district index, main state code, other state codes…]. */
  pins: Record<string, [number, string, ...string[]]>;
}

/** The shipped data file: a source file the server bundle does not contain, found from the project root (docs/decisions/034). */
const DEFAULT_FILE = path.join(projectRoot(), 'src', 'server', 'services', 'pincodes', 'india-pincodes.json.gz');

/**
 * Reads the shipped directory (about 19,000 PINs, 50 KB gzipped; ~20 ms).
 * @throws when the file is missing or malformed: the server must not start without it.
 */
export function loadPincodeDirectory(file: string = DEFAULT_FILE): PincodeDirectory {
  const data = JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8')) as DirectoryFile;
  const pins = new Map(Object.entries(data.pins));
  return {
    find(pin) {
      const entry = pins.get(pin);
      if (!entry) return null;
      const [districtIndex, stateCode] = entry;
      const state = gstStateByCode(stateCode);
      const district = data.districts[districtIndex];
      if (!state || district === undefined) return null;
      return { pin, district, state: state.name, stateCode };
    },
    stateCodesOf(pin) {
      const entry = pins.get(pin);
      return entry ? (entry.slice(1) as string[]) : [];
    },
  };
}
