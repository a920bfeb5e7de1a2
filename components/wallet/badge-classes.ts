/**
 * The badges' shape after Apple's and Google's guidelines: black, rounded, a thin grey edge,
 * white words beside the glyph, at least 44 px tall. Their colours are never restyled.
 */
export const BADGE_CLASS =
  "inline-flex min-h-11 max-w-full items-center justify-center gap-2.5 rounded-lg border border-[#a6a6a6] bg-black px-4 py-2 text-base leading-tight font-medium text-white transition-opacity hover:opacity-90 focus-visible:ring-ring/50 focus-visible:ring-[3px] focus-visible:outline-none disabled:opacity-80 aria-busy:cursor-progress";
