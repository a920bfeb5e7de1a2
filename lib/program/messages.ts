/** Sentences of /admin/program and its calls. Plain strings, safe in client components. */
export const PROGRAM_SAVED = "Program saved";
export const SAVE_PROGRAM_FAILED = "Failed to save the program";

/** After a save: the cards customers are filling keep the program they started with. */
export function cardsStayingSentence(count: number): string {
  if (count === 0) return "No card in progress: every customer's next punch is on the new card.";
  return count === 1
    ? "1 card in progress keeps its current program until it is complete."
    : `${count} cards in progress keep their current program until they are complete.`;
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_NOT_IMAGE = "The logo must be an image: PNG, JPEG, WebP or GIF";
export const LOGO_TOO_LARGE = "The logo must be at most 2 MB";
export const LOGO_MISSING = "Choose an image for the logo";
export const LOGO_SAVED = "Logo saved";
export const LOGO_SAVED_DETAIL = "The app's icons now show it";
export const LOGO_REMOVED = "Logo removed";
export const LOGO_FAILED = "Failed to save the logo";
export const REMOVE_LOGO_FAILED = "Failed to remove the logo";
