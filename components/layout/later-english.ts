import common from "@/messages/en/common.json";

/** Outside the root layout (a component test): the `common` catalogue in English. */
export const ENGLISH_MESSAGES_FOR_LATER = {
  locale: "en",
  timeZone: "UTC",
  messages: { common },
};
