// The database model, one file per domain. drizzle.config.ts reads this folder.
export * from "./users";
export * from "./rewards";
export * from "./earning";
export * from "./catalog";
export * from "./community";
export * from "./system";
export * from "./counts";
export * from "./messages";
export * from "./referrals";
export * from "./wallet";
