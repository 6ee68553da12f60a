/** The look of the Staff screen's native selects (as the dealer form's). */
export const SELECT =
  'flex h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-pink-500 aria-[invalid=true]:border-red-500 md:text-sm';
