/** The id of /track's form and answer, the element its lazy hydration watches (track-page.tsx). */
export const TRACK_LOOKUP_ID = 'track-lookup';
