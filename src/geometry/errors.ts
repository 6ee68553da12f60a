/** Machine-readable reasons a keychain cannot be built or written. */
export type GeometryErrorCode =
  | 'EMPTY_TEXT'
  | 'TEXT_TOO_LONG'
  | 'INVALID_CHARACTER'
  | 'MISSING_GLYPH'
  | 'EMPTY_GEOMETRY'
  | 'INVALID_FONT'
  | 'INVALID_OPTIONS'
  | 'INVALID_COLOR'
  | 'NOT_INITIALISED'
  | 'MANIFOLD_FAILED';

/** The one error type the geometry engine throws; `code` says why, `message` says it in English. */
export class GeometryError extends Error {
  override readonly name = 'GeometryError';

  /** Builds an error with a stable `code` and a human-readable message. */
  constructor(
    readonly code: GeometryErrorCode,
    message: string,
  ) {
    super(message);
  }
}
