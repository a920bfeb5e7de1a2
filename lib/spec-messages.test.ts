import fs from "node:fs";
import path from "node:path";
import { english, ENGLISH_MESSAGES } from "@/tests/support/english";
import * as auth from "@/lib/auth/messages";
import * as passkeys from "@/lib/auth/passkeys/messages";
import * as catalog from "@/lib/catalog/messages";
import * as community from "@/lib/community/messages";
import * as imports from "@/lib/import/messages";
import * as campaigns from "@/lib/messaging/campaign-messages";
import * as inbox from "@/lib/messaging/inbox-messages";
import * as program from "@/lib/program/messages";
import * as rewards from "@/lib/rewards/messages";
import * as rewardsStaff from "@/lib/rewards/staff-messages";
import * as ui from "@/lib/ui/messages";
import * as join from "@/lib/users/join-messages";
import * as users from "@/lib/users/messages";
import * as validation from "@/lib/fields/messages";
import specSentences from "./spec-sentences.json";

/**
 * Every sentence the owner's specification quotes in its §5 (validation rules) and §8 (error
 * catalogue) is written once, in the English catalogue (messages/en/*.json), and a messages
 * module holds its key, which every form, handler and screen imports from there. The
 * specification is not part of the repository, so the sentences it quotes there are kept in
 * spec-sentences.json, in its order and words; a sentence the specification adds or rewords
 * goes there first, and this test then says where it is missing.
 */
const ROOT = path.resolve(__dirname, "..");

const MODULES: Record<string, object> = {
  "lib/auth/messages.ts": auth,
  "lib/auth/passkeys/messages.ts": passkeys,
  "lib/catalog/messages.ts": catalog,
  "lib/community/messages.ts": community,
  "lib/import/messages.ts": imports,
  "lib/messaging/campaign-messages.ts": campaigns,
  "lib/messaging/inbox-messages.ts": inbox,
  "lib/program/messages.ts": program,
  "lib/rewards/messages.ts": rewards,
  "lib/rewards/staff-messages.ts": rewardsStaff,
  "lib/ui/messages.ts": ui,
  "lib/users/join-messages.ts": join,
  "lib/users/messages.ts": users,
  "lib/fields/messages.ts": validation,
};

/** Quoted in the specification but deliberately not one string of ours, with the reason. */
const NOT_A_MESSAGE: Record<string, string> = {
  user: "a role value ('Registration defaults the role to user'), not a sentence",
  Error: "the title every error toast carries; the sentence under it is what names the failure",
  "Registration failed":
    "there is no public registration: admins create accounts, and a refusal shows the server's words",
  "Upload failed":
    "the upload route always answers its own words; without them the screen says uploadMessages.imageFailed or videoFailed",
  "No MultiFormat Readers":
    "text of the scanning library's own error, matched only to ignore it (components/scanner/scanner-machine.ts), never shown",
  "Invalid Link: No login token found":
    "cannot happen here: /auto-login/{tokenId} always has its token in the address",
  "Invalid or expired QR code":
    "one refusal sentence for every login link, 'Invalid or expired token', whether typed or scanned",
};

/** A toast with a title and a description: each part is one message ('Error' is the common title). */
const IN_PARTS: Record<string, string[]> = {
  "Error: Please enter a verification code": ["Please enter a verification code"],
  "Error - Please enter a token": ["Please enter a token"],
  "Select a Flavor - Please choose a flavor before adding to cart": [
    "Select a Flavor",
    "Please choose a flavor before adding to cart",
  ],
  // The count is filled in: catalog.onlyAvailable(n), checked below.
  "Not Enough Stock - Only N items available": ["Not Enough Stock"],
  "Cart is Empty - Add some items to your cart first": [
    "Cart is Empty",
    "Add some items to your cart first",
  ],
  "Invalid Token - This token has already been used or does not exist": [
    "Invalid Token",
    "This token has already been used or does not exist",
  ],
  "Camera Error - Could not access camera. Please check permissions.": [
    "Camera Error",
    "Could not access camera. Please check permissions.",
  ],
  "Failed to Copy - Please try again": ["Failed to Copy", "Please try again"],
  "Punch Added! - Your loyalty card has been updated": [
    "Punch Added!",
    "Your loyalty card has been updated",
  ],
};

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every message of the English catalogue, each namespace's, as written. */
function catalogueMessages(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(catalogueMessages);
  return [];
}

const quoted = [...new Set(Object.values(specSentences).flat())];
const messages = quoted.filter((s) => !(s in NOT_A_MESSAGE)).flatMap((s) => IN_PARTS[s] ?? [s]);
const catalogue = catalogueMessages(ENGLISH_MESSAGES);
/** What the modules' keys say in English. */
const defined = Object.values(MODULES).flatMap(stringsOf).map(english);

test("the specification's §5 and §8 quote the sentences this test knows about", () => {
  expect(quoted.length).toBeGreaterThan(80);
  // A sentence dropped from the specification must leave these lists too.
  for (const known of [...Object.keys(NOT_A_MESSAGE), ...Object.keys(IN_PARTS)]) {
    expect(quoted).toContain(known);
  }
});

test.each(messages)("'%s' is written once in the English catalogue", (message) => {
  expect(catalogue.filter((d) => d === message)).toHaveLength(1);
});

test.each(messages)("'%s' has its key in a messages module", (message) => {
  expect(defined.filter((d) => d === message)).toHaveLength(1);
});

test("a count fills in 'Only N items available'", () => {
  expect(english(catalog.onlyAvailable(3))).toBe("Only 3 items available");
});

test("no sentence is retyped in app/, components/ or lib/", () => {
  const files = ["app", "components", "lib"].flatMap(sourceFiles);
  const patterns = messages.map((m) => ({
    message: m,
    // As a string literal, or as JSX text (between tags or alone on its line).
    pattern: new RegExp(
      `["'\`]${escape(m)}["'\`]|>\\s*${escape(m)}\\s*<|^\\s*${escape(m)}\\s*$`,
      "m",
    ),
  }));
  const retyped = files.flatMap((file) => {
    const code = withoutComments(fs.readFileSync(path.join(ROOT, file), "utf8"));
    return patterns
      .filter(({ pattern }) => pattern.test(code))
      .map(({ message }) => `${file}: ${message}`);
  });
  expect(retyped).toEqual([]);
});

test("messages modules are plain modules a client component can import", () => {
  for (const file of Object.keys(MODULES)) {
    const code = fs.readFileSync(path.join(ROOT, file), "utf8");
    // Only m(), which writes a key with its values: a plain function, no server code.
    const imports = code.match(/^import .*$/gm) ?? [];
    expect(
      imports.filter((line) => !/^import \{ m \} from "(\.\.?\/)+i18n\/text\.ts";$/.test(line)),
    ).toEqual([]);
    expect(code).not.toMatch(/^["']use (server|client)["']/m);
  }
});

test("messages modules hold keys of the errors catalogue, not sentences", () => {
  const keys = Object.values(MODULES).flatMap(stringsOf);
  expect(keys.filter((key) => english(key) === key)).toEqual([]);
});
