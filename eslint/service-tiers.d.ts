// Types of eslint/service-tiers.js for the TypeScript that imports it (tests, scripts).
export declare const SERVICE_TIERS: readonly (readonly [string, readonly string[], string])[];
export declare const TIER_TABLE_START: string;
export declare const TIER_TABLE_END: string;
export declare function renderTierTable(tiers?: typeof SERVICE_TIERS): string;
export declare function withTierTable(doc: string, tiers?: typeof SERVICE_TIERS): string;
