// The layers of lib/, lowest first (ARCHITECTURE.md draws them; scripts/lint/layers.mjs holds
// them). An import goes to its own layer or a lower one, and never round a circle of folders.
export const LIB_LAYERS = [
  {
    // What every domain stands on, knowing none of them: the database and its schema, the
    // environment, words and locales, the error type and its codes, rate limits and tokens,
    // the shop's settings as read, input fields shared by every form, the events a card's
    // change announces, and the job queue's client.
    name: "foundation",
    folders: [
      "db",
      "env",
      "i18n",
      "http",
      "security",
      "settings",
      "server-memo",
      "utils",
      "format",
      "fields",
      "ui",
      "events",
      "queue",
    ],
  },
  {
    // One capability each, with its rules, queries, input schemas (`*-schema.ts`) and catalogue
    // keys (`messages.ts`). A domain may import another when no import comes back.
    name: "domains",
    folders: [
      "program",
      "catalog",
      "pwa",
      "rewards",
      "auth",
      "login-links",
      "messaging",
      "referrals",
      "users",
      "counter",
      "trust",
      "community",
      "analytics",
      "import",
      "export",
      "shop",
      "health",
      "admin",
      "wallet",
      "setup",
    ],
  },
  {
    // What composes several domains: the request wrapper, the job workers, and the listeners
    // that follow a card's change, registered together.
    name: "composition",
    folders: ["api", "jobs", "follow-ups"],
  },
];
