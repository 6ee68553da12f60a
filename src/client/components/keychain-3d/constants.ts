/**
 * Performance mark a page sets when the user types, so the 3D preview can measure typing → frame
 * (docs/product.md#budgets: ≤ 50 ms).
 */
export const KEYCHAIN_3D_INPUT_MARK = 'keychain-3d:input';

/** Performance measure the 3D preview records when a new model's first frame is drawn. */
export const KEYCHAIN_3D_UPDATE_MEASURE = 'keychain-3d:update';
