import "./jitless";
import * as z from "zod";
import { LOCALES } from "@/lib/i18n/locales";

/**
 * The language a customer picks in their profile: one of the six, or null for none (their
 * phone's language then decides, lib/i18n/resolve-locale.ts). Anything else is refused on the
 * field, so the form shows it under the select.
 */
export const localeChoice = z.enum(LOCALES, "Choose one of the listed languages").nullable();
