// The logo's refusals, as catalogue keys (adminSettings.program.logo.refusals): route() answers
// them in the caller's language, the screen shows them with useText(). Relative imports with
// their extension: the demo's seed runs lib/program/logo-icons.ts under Node as it is.
import { m } from "../i18n/text.ts";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_NOT_IMAGE = m("adminSettings.program.logo.refusals.notImage");
export const LOGO_BROKEN = m("adminSettings.program.logo.refusals.broken");
export const LOGO_TOO_LARGE = m("adminSettings.program.logo.refusals.tooLarge");
export const LOGO_MISSING = m("adminSettings.program.logo.refusals.missing");
