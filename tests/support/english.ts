import { createTranslator } from "next-intl";
import common from "@/messages/en/common.json";
import publicMessages from "@/messages/en/public.json";
import auth from "@/messages/en/auth.json";
import join from "@/messages/en/join.json";
import card from "@/messages/en/card.json";
import customer from "@/messages/en/customer.json";
import shop from "@/messages/en/shop.json";
import counter from "@/messages/en/counter.json";
import adminCounter from "@/messages/en/adminCounter.json";
import admin from "@/messages/en/admin.json";
import adminCatalog from "@/messages/en/adminCatalog.json";
import adminSettings from "@/messages/en/adminSettings.json";
import messaging from "@/messages/en/messaging.json";
import errors from "@/messages/en/errors.json";
import referrals from "@/messages/en/referrals.json";
import invite from "@/messages/en/invite.json";
import adminInvite from "@/messages/en/adminInvite.json";
import adminWallet from "@/messages/en/adminWallet.json";
import walletButtons from "@/messages/en/walletButtons.json";
import walletPass from "@/messages/en/walletPass.json";
import adminSetup from "@/messages/en/adminSetup.json";
import { translateText, type Translate } from "@/lib/i18n/text";

/**
 * The English catalogue, whole and synchronous, for tests: they compare what a screen or an
 * answer says with SPEC.md's words (`english(CART_EMPTY)`). The app reads the catalogue
 * through lib/i18n/catalogue.ts.
 */
export const ENGLISH_MESSAGES = {
  common,
  public: publicMessages,
  auth,
  join,
  card,
  customer,
  shop,
  counter,
  adminCounter,
  admin,
  adminCatalog,
  adminSettings,
  messaging,
  errors,
  referrals,
  invite,
  adminInvite,
  adminWallet,
  walletButtons,
  walletPass,
  adminSetup,
};

const t = createTranslator({
  locale: "en",
  messages: ENGLISH_MESSAGES,
  timeZone: "UTC",
}) as unknown as Translate;

/** A key (made by `m()`, with its values) in English; other text as it is. */
export function english(text: string): string {
  return translateText(text, t);
}

/**
 * Matches a text that reads `text` in English, whether it came as that sentence or as its
 * catalogue key: `expect(notify.error).toHaveBeenCalledWith(saying("Access Denied"), …)`.
 * Screens hand lib/'s keys to the toaster, which translates them as it shows them.
 */
export function saying(text: string) {
  return {
    asymmetricMatch: (actual: unknown) => typeof actual === "string" && english(actual) === text,
    toAsymmetricMatcher: () => `saying(${JSON.stringify(text)})`,
  };
}
