import "./jitless";
import * as z from "zod";
import { isCurrency } from "@/lib/i18n/money";
import { LOCALES } from "@/lib/i18n/locales";
import { m } from "../i18n/text.ts";

/**
 * The shop's language and currency (/admin/settings, PUT /api/settings), fields of
 * settingsSchema (lib/shop/schema.ts). Their refusals are catalogue keys, shown in the
 * reader's language (lib/i18n/text.ts).
 */

/** A visitor's first language and the counter display's (lib/i18n/resolve-locale.ts). */
export const shopLanguage = z.enum(LOCALES, m("adminSettings.settings.refusals.language"));

/** ISO 4217 as the runtime knows it ("eur" is read as EUR): prices are hundredths of it. */
export const shopCurrency = z
  .string(m("adminSettings.settings.refusals.currency"))
  .trim()
  .toUpperCase()
  .refine(isCurrency, m("adminSettings.settings.refusals.currency"));
