// next-intl checks every key a screen asks for against the English catalogue: a key that is
// not there is a type error, not an English word missing at run time.
import type { LOCALES } from "@/lib/i18n/locales";
import type common from "../messages/en/common.json";
import type publicMessages from "../messages/en/public.json";
import type auth from "../messages/en/auth.json";
import type join from "../messages/en/join.json";
import type card from "../messages/en/card.json";
import type customer from "../messages/en/customer.json";
import type shop from "../messages/en/shop.json";
import type counter from "../messages/en/counter.json";
import type adminCounter from "../messages/en/adminCounter.json";
import type admin from "../messages/en/admin.json";
import type adminCatalog from "../messages/en/adminCatalog.json";
import type adminSettings from "../messages/en/adminSettings.json";
import type messaging from "../messages/en/messaging.json";
import type errors from "../messages/en/errors.json";
import type referrals from "../messages/en/referrals.json";
import type invite from "../messages/en/invite.json";
import type adminInvite from "../messages/en/adminInvite.json";
import type adminWallet from "../messages/en/adminWallet.json";
import type walletButtons from "../messages/en/walletButtons.json";
import type walletPass from "../messages/en/walletPass.json";
import type adminSetup from "../messages/en/adminSetup.json";

type English = {
  common: typeof common;
  public: typeof publicMessages;
  auth: typeof auth;
  join: typeof join;
  card: typeof card;
  customer: typeof customer;
  shop: typeof shop;
  counter: typeof counter;
  adminCounter: typeof adminCounter;
  admin: typeof admin;
  adminCatalog: typeof adminCatalog;
  adminSettings: typeof adminSettings;
  messaging: typeof messaging;
  errors: typeof errors;
  referrals: typeof referrals;
  invite: typeof invite;
  adminInvite: typeof adminInvite;
  adminWallet: typeof adminWallet;
  walletButtons: typeof walletButtons;
  walletPass: typeof walletPass;
  adminSetup: typeof adminSetup;
};

declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof LOCALES)[number];
    Messages: English;
  }
}
