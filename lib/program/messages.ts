import { m } from "../i18n/text.ts";

/** Sentences of /admin/program and its calls, as keys of the `errors` catalogue. */
export const PROGRAM_SAVED = "errors.program.programSaved";
export const SAVE_PROGRAM_FAILED = "errors.program.saveProgramFailed";

/** After a save: the cards customers are filling keep the program they started with. */
export function cardsStayingSentence(count: number): string {
  return m("errors.program.cardsStaying", { count });
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_NOT_IMAGE = "errors.program.logoNotImage";
export const LOGO_TOO_LARGE = "errors.program.logoTooLarge";
export const LOGO_MISSING = "errors.program.logoMissing";
export const LOGO_SAVED = "errors.program.logoSaved";
export const LOGO_SAVED_DETAIL = "errors.program.logoSavedDetail";
export const LOGO_REMOVED = "errors.program.logoRemoved";
export const LOGO_FAILED = "errors.program.logoFailed";
export const REMOVE_LOGO_FAILED = "errors.program.removeLogoFailed";
