import { randomBytes, randomUUID } from "node:crypto";
import {
  Client,
  cast,
  closeDb,
  createUser,
  signedIn,
  sql,
  type Answer,
  type TestUser,
} from "../../support/api";
import { insertLoginLink } from "../../support/admin-data";
import { png, productBody, upload } from "../../support/catalog";
import { SoftAuthenticator } from "../../support/authenticator";
import {
  ORIGIN,
  addPasskey,
  options as passkeyOptions,
  signInAssertion,
} from "../../support/passkeys";
import { insertMessage } from "../../support/inbox";
import { SPEC_PROGRAM } from "../../support/spec-program";
import { appVapidKey, pushService } from "../../support/push";
import { insertToken } from "../../support/rewards";
import {
  Created,
  discoverRoutes,
  fingerprint,
  hasErrorShape,
  madeRow,
  type MadeRows,
  type Table,
} from "../../support/safety";
import { arrange, arrangeShop, type Shop } from "../../support/shop-fixtures";

// A few hundred calls, each refusal between two fingerprints of the tables it could write.
jest.setTimeout(240_000);

/**
 * Who may call what: for every route and method, the expected status for an anonymous
 * visitor, customer A, customer B acting on A's resource (A's ticket, review, card, account,
 * level-up token), a staff member at the counter and an admin, checked against the running server with real sessions. The
 * route list is read from app/api and app/uploads, so a new call without a row here fails.
 */
const ROLES = ["anonymous", "customerA", "customerB", "staff", "admin"] as const;
type Role = (typeof ROLES)[number];

type Call = { path: string; body?: unknown; upload?: true; client?: Client };
type Entry = {
  /** anonymous, customer A, customer B, staff, admin: a new route cannot leave staff out */
  expect: [number, number, number, number, number];
  call: (role: Role) => Call | Promise<Call>;
  /** What the call could write: fingerprinted before and after every refusal. */
  tables: Table[];
  /** Sign-in, sign-out and password calls run on a copy of the role's client, which stays as it was. */
  copy?: true;
  /** Rows a successful call made, removed after the run. */
  made?: MadeRows;
};

const tag = randomBytes(3).toString("hex");
const created = new Created();
let people: Awaited<ReturnType<typeof cast>>;
const f = {} as Shop & {
  item: string;
  token: string;
  inspectLink: string;
  links: string[];
  signIn: TestUser;
  passwordTarget: TestUser;
  doomed: TestUser;
  selfDeleter: Client;
  ownPasswordCustomer: Client;
  ownPasswordAdmin: Client;
  signOut: Record<Role, Client>;
  signOutEverywhere: Record<Role, Client>;
  staff: Client;
  voidEntry: number;
  blockTarget: TestUser;
  batch: string;
  spareBatch: string;
  campaign: string;
  joinTokens: string[];
  passkeyOfA: string;
  lostPasskey: { userId: string; id: string };
  passkeySignIn: SoftAuthenticator;
  messageOfA: number;
  deviceOfA: string;
};

const SOME_UUID = "00000000-0000-4000-8000-000000000000";
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const admins = (status: number): Entry["expect"] => [401, 403, 403, 403, status];
/** The counter's calls: staff may make them as an admin does. */
const counter = (status: number): Entry["expect"] => [401, 403, 403, status, status];
const signedInAll = (status: number): Entry["expect"] => [401, status, status, status, status];
const everyone = (status: number): Entry["expect"] => [status, status, status, status, status];

/**
 * A customer's invitation code and a friend who joined with it, held for the owner (made once,
 * when a call first needs it): the review queue's approve and dismiss each decide one.
 */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};
const invitation = once(async () => {
  const inviter = await createUser();
  const code = `T${tag.toUpperCase().replace(/[^A-HJKMNP-Z2-9]/g, "A")}`.padEnd(8, "Z");
  await sql().query("insert into invite_codes (code, user_id) values ($1, $2)", [code, inviter.id]);
  return { code, inviterId: inviter.id };
});
async function heldReferral(): Promise<string> {
  const { code, inviterId } = await invitation();
  const friend = await createUser();
  const { rows } = await sql().query<{ id: string }>(
    `insert into referrals (code, inviter_id, friend_id, join_day, join_ip, status, hold_reason)
     values ($1, $2, $3, '2026-01-01', '10.0.0.1', 'held', 'same_browser') returning id`,
    [code, inviterId, friend.id],
  );
  return rows[0]!.id;
}
const toApprove = once(heldReferral);
const toDismiss = once(heldReferral);

const MATRIX: Record<string, Entry> = {
  "GET /api/admin/codes": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/codes" }),
    tables: [],
  },
  "POST /api/admin/generate-code": {
    expect: counter(201),
    call: () => ({ path: "/api/admin/generate-code", body: { productId: f.product, quantity: 1 } }),
    tables: ["verification_codes"],
  },
  "POST /api/admin/generate-token": {
    expect: counter(201),
    call: () => ({ path: "/api/admin/generate-token" }),
    tables: ["punch_tokens"],
    made: madeRow("punch_tokens"),
  },
  "GET /api/admin/punchcards": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/punchcards" }),
    tables: [],
  },
  // The review queue and its actions are the owner's: staff neither see nor dismiss flags.
  "GET /api/admin/review": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/review" }),
    tables: [],
  },
  "POST /api/admin/review/[userId]/dismiss": {
    expect: admins(200),
    call: () => ({ path: `/api/admin/review/${people.a.id}/dismiss` }),
    tables: ["review_flags", "admin_actions"],
  },
  // Who invited whom is the owner's: customers see only their own invitation.
  "GET /api/admin/referrals/held": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/referrals/held" }),
    tables: [],
  },
  "POST /api/admin/referrals/[id]/approve": {
    expect: admins(200),
    call: async () => ({ path: `/api/admin/referrals/${await toApprove()}/approve` }),
    tables: ["referrals", "reward_ledger", "punch_cards", "admin_actions", "inbox_messages"],
  },
  "POST /api/admin/referrals/[id]/dismiss": {
    expect: admins(200),
    call: async () => ({ path: `/api/admin/referrals/${await toDismiss()}/dismiss` }),
    tables: ["referrals", "admin_actions"],
  },
  "GET /api/admin/referrals/analytics": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/referrals/analytics?months=3" }),
    tables: [],
  },
  "GET /api/admin/referrals/customer/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/admin/referrals/customer/${people.a.id}` }),
    tables: [],
  },
  "GET /api/me/invitation": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/me/invitation" }),
    tables: ["invite_codes"],
  },
  "POST /api/me/invitation": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/me/invitation" }),
    tables: ["invite_codes"],
  },
  // A friend holding a code reads the masked inviter and the rules, whoever they are.
  "GET /api/invitations/[code]": {
    expect: everyone(200),
    call: async () => ({ path: `/api/invitations/${(await invitation()).code}` }),
    tables: [],
  },
  "GET /api/admin/analytics": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/analytics?from=2026-01-01&to=2026-01-31" }),
    tables: [],
  },
  "GET /api/admin/stats": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/stats" }),
    tables: [],
  },
  "GET /api/admin/tokens": {
    expect: admins(200),
    call: () => ({ path: "/api/admin/tokens" }),
    tables: [],
  },

  "GET /api/automations": {
    expect: admins(200),
    call: () => ({ path: "/api/automations" }),
    tables: [],
  },
  "PUT /api/automations": {
    expect: admins(200),
    call: () => ({ path: "/api/automations", body: {} }),
    tables: ["automations", "shop_settings"],
  },

  "GET /api/announcements": {
    expect: everyone(200),
    call: () => ({ path: "/api/announcements" }),
    tables: [],
  },
  "POST /api/announcements": {
    expect: admins(201),
    call: () => ({
      path: "/api/announcements",
      body: { title: `News ${tag}`, content: "Open late on Friday" },
    }),
    tables: ["announcements"],
    made: madeRow("announcements"),
  },
  "PUT /api/announcements/[id]": {
    expect: admins(200),
    call: () => ({
      path: `/api/announcements/${f.announcement}`,
      body: { title: `Edited ${tag}`, content: "New hours" },
    }),
    tables: ["announcements"],
  },
  "DELETE /api/announcements/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/announcements/${f.spareAnnouncement}` }),
    tables: ["announcements"],
  },

  // next-auth's catch-all: the session and csrf endpoints answer everyone; signing out
  // without next-auth's csrf token only redirects, and the session stays.
  "GET /api/auth/[...nextauth]": {
    expect: everyone(200),
    call: () => ({ path: "/api/auth/session" }),
    tables: [],
  },
  "POST /api/auth/[...nextauth]": {
    expect: everyone(302),
    call: () => ({ path: "/api/auth/signout" }),
    tables: ["users"],
  },
  "POST /api/auth/login": {
    expect: everyone(200),
    call: () => ({
      path: "/api/auth/login",
      body: { username: f.signIn.username, password: f.signIn.password },
    }),
    tables: ["users"],
    copy: true,
  },
  // Signing out ends the session on the server, so a copy of a shared client's cookie would
  // sign it out too: stand-ins sign out instead, one set per call.
  "POST /api/auth/logout": {
    expect: everyone(200),
    call: (role) => ({ path: "/api/auth/logout", client: f.signOut[role] }),
    tables: ["users"],
  },
  "POST /api/auth/logout-everywhere": {
    expect: signedInAll(200),
    call: (role) => ({ path: "/api/auth/logout-everywhere", client: f.signOutEverywhere[role] }),
    tables: ["users"],
  },
  "GET /api/auth/me": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/auth/me" }),
    tables: [],
  },
  // Your own data: everyone signed in takes their own copy. Deleting your account is for
  // customers: a stand-in for A deletes theirs, B gives a wrong password, staff and admins
  // are told why not.
  "GET /api/me/export": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/me/export" }),
    tables: [],
  },
  "DELETE /api/me": {
    expect: [401, 200, 400, 403, 403],
    call: (role) =>
      role === "customerA"
        ? { path: "/api/me", body: { password: "secret-pass" }, client: f.selfDeleter }
        : { path: "/api/me", body: { password: role === "customerB" ? "not-it" : "secret-pass" } },
    tables: ["users", "punch_cards", "tickets", "reviews", "reward_ledger", "login_links"],
  },

  // The inbox, push and notification preferences are the customer's own: staff and admins are
  // refused; B reads and marks their own (A's message stays unread), and finds no device of A's.
  "GET /api/inbox": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/inbox" }),
    tables: [],
  },
  "POST /api/inbox/read": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/inbox/read", body: { ids: [f.messageOfA] } }),
    tables: ["inbox_messages"],
  },
  "GET /api/push/key": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/push/key" }),
    tables: [],
  },
  "POST /api/push/subscriptions": {
    expect: [401, 201, 201, 403, 403],
    call: async () => {
      const { endpoint, keys } = await pushService.subscribe(await appVapidKey());
      return { path: "/api/push/subscriptions", body: { endpoint, keys } };
    },
    tables: ["push_subscriptions"],
  },
  "DELETE /api/push/subscriptions": {
    expect: [401, 200, 404, 403, 403],
    call: () => ({ path: "/api/push/subscriptions", body: { id: f.deviceOfA } }),
    tables: ["push_subscriptions"],
  },
  "GET /api/me/notifications": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/me/notifications" }),
    tables: [],
  },
  "PUT /api/me/notifications": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/me/notifications", body: { offers: true } }),
    tables: ["notification_settings"],
  },

  // Joining needs a shop token, not a session: each role joins with a token of its own.
  "POST /api/join": {
    expect: everyone(201),
    call: (role) => ({
      path: "/api/join",
      body: {
        tokenId: f.joinTokens[ROLES.indexOf(role)],
        username: `join-${tag}-${role}`,
        password: "secret-pass",
      },
    }),
    tables: ["users", "punch_cards", "punch_tokens", "reward_ledger"],
    copy: true,
    made: (body) => ["users", [String((body.user as { id?: string } | undefined)?.id)]],
  },
  "GET /api/join/check": {
    expect: everyone(200),
    call: () => ({ path: `/api/join/check?tokenId=${f.token}&username=free-${tag}` }),
    tables: [],
  },
  // Staff let a customer they looked up back in; customer B asks for A's and is refused.
  "POST /api/customers/[id]/login-link": {
    expect: counter(201),
    call: () => ({ path: `/api/customers/${people.a.id}/login-link` }),
    tables: ["login_links"],
  },

  // A one-off link is for whoever holds it; each role uses up a link of its own.
  "GET /api/auto-login/[tokenId]": {
    expect: everyone(200),
    call: () => ({ path: `/api/auto-login/${f.inspectLink}` }),
    tables: ["login_links"],
  },
  "POST /api/auto-login/[tokenId]": {
    expect: everyone(200),
    call: (role) => ({ path: `/api/auto-login/${f.links[ROLES.indexOf(role)]}` }),
    tables: ["login_links", "users"],
    copy: true,
  },

  "GET /api/blog": { expect: signedInAll(200), call: () => ({ path: "/api/blog" }), tables: [] },
  "POST /api/blog": {
    expect: admins(201),
    call: () => ({
      path: "/api/blog",
      body: { title: `Post ${tag}`, content: "Body", category: "Community" },
    }),
    tables: ["blog_posts"],
    made: madeRow("blog_posts"),
  },
  "PUT /api/blog/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/blog/${f.draft}`, body: { title: `Draft ${tag} edited` } }),
    tables: ["blog_posts"],
  },
  "DELETE /api/blog/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/blog/${f.spareDraft}` }),
    tables: ["blog_posts"],
  },

  // An event stream stays open: ?once=1 closes it after the replay, so the call answers.
  "GET /api/counter/events": {
    expect: counter(200),
    call: () => ({ path: "/api/counter/events?once=1" }),
    tables: [],
  },
  "GET /api/categories": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/categories" }),
    tables: [],
  },
  "POST /api/categories": {
    expect: admins(201),
    call: () => ({
      path: "/api/categories",
      body: { name: `Category ${tag} new`, description: "" },
    }),
    tables: ["categories"],
    made: madeRow("categories"),
  },
  "PUT /api/categories/[id]": {
    expect: admins(200),
    call: () => ({
      path: `/api/categories/${f.category}`,
      body: { name: `Category ${tag}`, description: "Renamed" },
    }),
    tables: ["categories"],
  },
  "DELETE /api/categories/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/categories/${f.spareCategory}` }),
    tables: ["categories", "products"],
  },

  "GET /api/health": { expect: everyone(200), call: () => ({ path: "/api/health" }), tables: [] },
  "GET /api/health/database": {
    expect: everyone(200),
    call: () => ({ path: "/api/health/database" }),
    tables: [],
  },

  "GET /api/inventory": {
    expect: admins(200),
    call: () => ({ path: "/api/inventory" }),
    tables: [],
  },
  "POST /api/inventory": {
    expect: admins(201),
    call: () => ({
      path: "/api/inventory",
      body: {
        productName: `Stock ${tag}`,
        unitPrice: 1.2,
        quantity: 3,
        fillAmount: 1,
        sellPrice: 3.5,
      },
    }),
    tables: ["inventory_items"],
    made: madeRow("inventory_items"),
  },
  "DELETE /api/inventory/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/inventory/${f.spareItem}` }),
    tables: ["inventory_items"],
  },

  // Only an admin reverses a ledger entry.
  "POST /api/ledger/[entryId]/void": {
    expect: admins(200),
    call: () => ({ path: `/api/ledger/${f.voidEntry}/void`, body: { reason: `Refund ${tag}` } }),
    tables: ["reward_ledger", "users", "punch_cards", "punch_tokens"],
  },

  "GET /api/leaderboard": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/leaderboard" }),
    tables: [],
  },

  // Passkeys: your own only. Anyone may ask for options (signed out: to sign in, or to join at
  // the counter; signed in: to add one, or to confirm with one) and sign in with one; A removes
  // their own, B, staff and an admin acting on A's passkey find nothing.
  "GET /api/passkeys": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/passkeys" }),
    tables: [],
  },
  "DELETE /api/passkeys/[id]": {
    expect: [401, 200, 404, 404, 404],
    call: () => ({ path: `/api/passkeys/${f.passkeyOfA}` }),
    tables: ["passkeys"],
  },
  "POST /api/passkeys/register/options": {
    expect: everyone(200),
    call: () => ({ path: "/api/passkeys/register/options" }),
    tables: ["passkeys"],
  },
  "POST /api/passkeys/register": {
    expect: [401, 201, 400, 201, 201],
    call: async (role) => {
      // Whose challenge is answered: B answers A's, the others their own (anonymous: a visitor's).
      const asking = role === "customerB" ? people.customerA : clientOf(role);
      const creation = await passkeyOptions(asking, "/api/passkeys/register/options");
      const response = new SoftAuthenticator().register(creation as never, { origin: ORIGIN });
      return { path: "/api/passkeys/register", body: { response } };
    },
    tables: ["passkeys"],
    made: (body) => ["passkeys", [(body.passkey as { id: string }).id]],
  },
  "POST /api/passkeys/login/options": {
    expect: everyone(200),
    call: () => ({ path: "/api/passkeys/login/options" }),
    tables: ["passkeys"],
  },
  "POST /api/passkeys/login": {
    expect: everyone(200),
    call: async () => ({
      path: "/api/passkeys/login",
      body: { response: await signInAssertion(f.passkeySignIn) },
    }),
    tables: ["users", "passkeys"],
    copy: true,
  },

  "GET /api/products": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/products" }),
    tables: [],
  },
  "POST /api/products": {
    expect: admins(201),
    call: () => ({ path: "/api/products", body: productBody({ name: `Product ${tag} new` }) }),
    tables: ["products"],
    made: madeRow("products"),
  },
  "GET /api/products/[id]": {
    expect: signedInAll(200),
    call: () => ({ path: `/api/products/${f.product}` }),
    tables: [],
  },
  "PUT /api/products/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/products/${f.product}`, body: { stock: 7 } }),
    tables: ["products"],
  },
  "DELETE /api/products/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/products/${f.spareProduct}` }),
    tables: ["products", "reviews", "verification_codes"],
  },

  // Your own password, knowing the current one. Stand-ins for A and the admin change theirs,
  // so the shared sessions live on; B does not know the current password.
  "POST /api/profile/password": {
    expect: [401, 200, 400, 400, 200],
    call: (role) => {
      const change = { newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" };
      if (role === "customerA")
        return {
          path: "/api/profile/password",
          body: { currentPassword: "secret-pass", ...change },
          client: f.ownPasswordCustomer,
        };
      if (role === "admin")
        return {
          path: "/api/profile/password",
          body: { currentPassword: "secret-pass", ...change },
          client: f.ownPasswordAdmin,
        };
      return {
        path: "/api/profile/password",
        body: { currentPassword: "not-the-password", ...change },
      };
    },
    tables: ["users"],
  },

  // The owner's CSV downloads: admins only, never staff at the counter.
  "GET /api/export/[file]": {
    expect: admins(200),
    call: () => ({ path: "/api/export/ledger.csv?from=2026-01-01" }),
    tables: [],
  },

  // The counter's look-up of a customer by username, and that customer's history.
  "GET /api/customers/lookup": {
    expect: counter(200),
    call: () => ({ path: `/api/customers/lookup?username=${people.a.username}` }),
    tables: [],
  },
  "GET /api/users/[id]/ledger": {
    expect: counter(200),
    call: () => ({ path: `/api/users/${people.a.id}/ledger` }),
    tables: [],
  },

  "GET /api/punchcard/[userId]": {
    expect: [401, 200, 404, 200, 200],
    call: () => ({ path: `/api/punchcard/${people.a.id}` }),
    tables: [],
  },
  "POST /api/punchcard/[userId]/punch": {
    expect: admins(200),
    call: () => ({ path: `/api/punchcard/${people.a.id}/punch` }),
    tables: ["punch_cards", "reward_ledger"],
  },
  // Staff hand over only a reward reached; customer A's card has none. An admin clearing it
  // confirms the punches it loses.
  "POST /api/punchcard/[userId]/reset": {
    expect: [401, 403, 403, 409, 200],
    call: async (role) => ({
      path: `/api/punchcard/${people.a.id}/reset`,
      body: role === "admin" ? { confirmLoss: await punchesOnCard(people.a.id) } : undefined,
    }),
    tables: ["punch_cards", "reward_ledger"],
  },

  "GET /api/reviews": {
    expect: signedInAll(200),
    call: () => ({ path: `/api/reviews?productId=${f.product}` }),
    tables: [],
  },
  "POST /api/reviews": {
    expect: [401, 201, 201, 403, 201],
    call: () => ({
      path: "/api/reviews",
      body: { productId: f.product, rating: 4, comment: `Nice ${tag}` },
    }),
    tables: ["reviews"],
    made: madeRow("reviews"),
  },
  // Only its author edits a review: B and even an admin find nothing to edit.
  "PUT /api/reviews/[id]": {
    expect: [401, 200, 404, 404, 404],
    call: () => ({
      path: `/api/reviews/${f.review}`,
      body: { rating: 3, comment: "Changed my mind" },
    }),
    tables: ["reviews"],
  },
  "DELETE /api/reviews/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/reviews/${f.spareReview}` }),
    tables: ["reviews"],
  },

  "GET /api/rewards/me": {
    expect: [401, 200, 200, 403, 403],
    call: () => ({ path: "/api/rewards/me" }),
    tables: [],
  },

  // Staff read what the counter needs; only an admin changes anything. An empty change
  // changes nothing, so the shop stays as the other tests expect it.
  "GET /api/campaigns": {
    expect: admins(200),
    call: () => ({ path: "/api/campaigns" }),
    tables: [],
  },
  "POST /api/campaigns": {
    expect: admins(201),
    call: () => ({
      path: "/api/campaigns",
      body: {
        title: `Offer ${tag}`,
        body: "Half price on Friday",
        segment: { kind: "tier", tier: "Legend" },
        sendAt: inDays(30),
      },
    }),
    tables: ["campaigns"],
    made: (body) => ["campaigns", [String((body.campaign as { id: string }).id)]],
  },
  "GET /api/campaigns/audience": {
    expect: admins(200),
    call: () => ({ path: "/api/campaigns/audience?kind=active&days=30" }),
    tables: [],
  },
  "GET /api/campaigns/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/campaigns/${f.campaign}` }),
    tables: [],
  },
  "POST /api/campaigns/[id]/cancel": {
    expect: admins(200),
    call: () => ({ path: `/api/campaigns/${f.campaign}/cancel` }),
    tables: ["campaigns"],
  },

  // The program a customer's card follows: read by everyone signed in, changed by the owner,
  // as it is (the shared database keeps SPEC.md's program for the files after this one).
  "GET /api/program": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/program" }),
    tables: [],
  },
  "PUT /api/program": {
    expect: admins(200),
    call: () => ({ path: "/api/program", body: SPEC_PROGRAM }),
    tables: ["shop_program", "punch_cards"],
  },
  // The logo's removal comes after its upload, so the shop is left with the app's own icons.
  "POST /api/program/logo": {
    expect: admins(201),
    call: () => ({ path: "/api/program/logo", upload: true }),
    tables: ["shop_program", "uploads"],
  },
  "DELETE /api/program/logo": {
    expect: admins(200),
    call: () => ({ path: "/api/program/logo" }),
    tables: ["shop_program", "uploads"],
  },

  // The setup guide: the steps read from the shop; a body that changes nothing answers them.
  "GET /api/setup": {
    expect: admins(200),
    call: () => ({ path: "/api/setup" }),
    tables: [],
  },
  "PUT /api/setup": {
    expect: admins(200),
    call: () => ({ path: "/api/setup", body: {} }),
    tables: ["shop_settings"],
  },
  "POST /api/setup/counter-qr": {
    expect: admins(404),
    call: () => ({ path: "/api/setup/counter-qr", body: { staffId: randomUUID() } }),
    tables: ["login_links"],
  },
  // Made, then deleted again: the shared database keeps no test customer.
  "POST /api/setup/test-customer": {
    expect: admins(201),
    call: () => ({ path: "/api/setup/test-customer" }),
    tables: ["users", "login_links"],
  },
  "DELETE /api/setup/test-customer": {
    expect: admins(200),
    call: () => ({ path: "/api/setup/test-customer" }),
    tables: ["users", "punch_cards"],
  },

  // The wallets, with none connected (tests/api/wallet-*.serial.test.ts connect them).
  "GET /api/wallet": {
    expect: admins(200),
    call: () => ({ path: "/api/wallet" }),
    tables: [],
  },
  "PUT /api/wallet/apple": {
    expect: admins(400),
    call: () => ({ path: "/api/wallet/apple", body: {} }),
    tables: ["wallet_connections"],
  },
  "DELETE /api/wallet/apple": {
    expect: admins(200),
    call: () => ({ path: "/api/wallet/apple" }),
    tables: ["wallet_connections"],
  },
  "PUT /api/wallet/google": {
    expect: admins(400),
    call: () => ({ path: "/api/wallet/google", body: {} }),
    tables: ["wallet_connections"],
  },
  "DELETE /api/wallet/google": {
    expect: admins(200),
    call: () => ({ path: "/api/wallet/google" }),
    tables: ["wallet_connections"],
  },
  "GET /api/wallet/apple/try": {
    expect: admins(404),
    call: () => ({ path: "/api/wallet/apple/try" }),
    tables: ["wallet_passes", "users"],
  },
  "GET /api/wallet/google/try": {
    expect: admins(404),
    call: () => ({ path: "/api/wallet/google/try" }),
    tables: ["wallet_passes", "users"],
  },
  "GET /api/me/wallet/apple": {
    expect: [401, 404, 404, 403, 403],
    call: () => ({ path: "/api/me/wallet/apple" }),
    tables: ["wallet_passes", "users"],
  },
  "GET /api/me/wallet/google": {
    expect: [401, 404, 404, 403, 403],
    call: () => ({ path: "/api/me/wallet/google" }),
    tables: ["wallet_passes", "users"],
  },
  "GET /api/wallet/images/logo": {
    expect: everyone(200),
    call: () => ({ path: "/api/wallet/images/logo" }),
    tables: [],
  },
  "GET /api/wallet/images/hero/[filled]": {
    expect: everyone(200),
    call: () => ({ path: "/api/wallet/images/hero/3" }),
    tables: [],
  },
  "POST /api/wallet/google/callback": {
    expect: everyone(400),
    call: () => ({ path: "/api/wallet/google/callback", body: {} }),
    tables: ["wallet_passes", "wallet_callbacks"],
  },
  // Apple's web service: a pass's token is its only key, whoever is signed in.
  "POST /api/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]/[serialNumber]":
    {
      expect: everyone(401),
      call: () => ({
        path: `/api/passkit/v1/devices/d-${tag}/registrations/pass.test.punchcard/${SOME_UUID}`,
        body: { pushToken: "token" },
      }),
      tables: ["wallet_devices"],
    },
  "DELETE /api/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]/[serialNumber]":
    {
      expect: everyone(401),
      call: () => ({
        path: `/api/passkit/v1/devices/d-${tag}/registrations/pass.test.punchcard/${SOME_UUID}`,
      }),
      tables: ["wallet_devices"],
    },
  "GET /api/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]": {
    expect: everyone(204),
    call: () => ({ path: `/api/passkit/v1/devices/d-${tag}/registrations/pass.test.punchcard` }),
    tables: [],
  },
  "GET /api/passkit/v1/passes/[passTypeIdentifier]/[serialNumber]": {
    expect: everyone(401),
    call: () => ({ path: `/api/passkit/v1/passes/pass.test.punchcard/${SOME_UUID}` }),
    tables: ["wallet_passes"],
  },
  "POST /api/passkit/v1/log": {
    expect: everyone(200),
    call: () => ({ path: "/api/passkit/v1/log", body: { logs: ["a test line"] } }),
    tables: [],
  },

  "GET /api/settings": {
    expect: counter(200),
    call: () => ({ path: "/api/settings" }),
    tables: [],
  },
  "PUT /api/settings": {
    expect: admins(200),
    call: () => ({ path: "/api/settings", body: {} }),
    tables: ["shop_settings"],
  },

  "GET /api/tickets": {
    expect: signedInAll(200),
    call: () => ({ path: "/api/tickets" }),
    tables: [],
  },
  "POST /api/tickets": {
    expect: [401, 201, 201, 403, 403],
    call: () => ({
      path: "/api/tickets",
      body: { subject: `Help ${tag}`, message: "My card is lost" },
    }),
    tables: ["tickets", "ticket_messages"],
    made: madeRow("tickets"),
  },
  "GET /api/tickets/[id]": {
    expect: [401, 200, 404, 404, 200],
    call: () => ({ path: `/api/tickets/${f.ticket}` }),
    tables: [],
  },
  "PUT /api/tickets/[id]": {
    expect: admins(200),
    call: () => ({ path: `/api/tickets/${f.ticket}`, body: { status: "open" } }),
    tables: ["tickets"],
  },
  "POST /api/tickets/[id]/messages": {
    expect: [401, 201, 404, 404, 201],
    call: () => ({ path: `/api/tickets/${f.ticket}/messages`, body: { message: `Reply ${tag}` } }),
    tables: ["tickets", "ticket_messages"],
  },

  // A redeems a shop token; B tries A's own level-up token.
  "GET /api/token-batches": {
    expect: counter(200),
    call: () => ({ path: "/api/token-batches" }),
    tables: [],
  },
  "POST /api/token-batches": {
    expect: counter(201),
    call: () => ({
      path: "/api/token-batches",
      body: { count: 2, expiresAt: inDays(30), label: `Sheet ${tag}` },
    }),
    tables: ["token_batches", "punch_tokens"],
    made: madeRow("token_batches"),
  },
  "GET /api/token-batches/[id]": {
    expect: counter(200),
    call: () => ({ path: `/api/token-batches/${f.batch}` }),
    tables: [],
  },
  // Only an admin takes a printed sheet back; the refusals leave it and its tokens as they were.
  "POST /api/token-batches/[id]/void": {
    expect: admins(200),
    call: () => ({ path: `/api/token-batches/${f.spareBatch}/void` }),
    tables: ["token_batches", "punch_tokens"],
  },

  "POST /api/token/use": {
    expect: [401, 200, 404, 403, 403],
    call: (role) => ({
      path: "/api/token/use",
      body: { tokenId: role === "customerB" ? f.levelUpToken : f.token },
    }),
    tables: ["punch_tokens", "punch_cards", "reward_ledger", "users"],
  },

  "POST /api/upload": {
    expect: admins(201),
    call: () => ({ path: "/api/upload", upload: true }),
    tables: ["uploads"],
    made: (body) => ["uploads", [String(body.url).split("/").pop()!]],
  },

  // A's account: B and A themselves may not use the admin's calls on it; the admin's
  // successful password change and deletion go to throwaway accounts.
  "POST /api/users/[id]/change-password": {
    expect: admins(200),
    call: (role) => ({
      path: `/api/users/${role === "admin" ? f.passwordTarget.id : people.a.id}/change-password`,
      body: { newPassword: "changed-by-admin" },
    }),
    tables: ["users"],
  },
  "PUT /api/users/[id]": {
    expect: [401, 200, 404, 404, 200],
    call: () => ({ path: `/api/users/${people.a.id}`, body: { name: `Alice ${tag}` } }),
    tables: ["users", "punch_cards"],
  },
  "DELETE /api/users/[id]": {
    expect: admins(200),
    call: (role) => ({ path: `/api/users/${role === "admin" ? f.doomed.id : people.a.id}` }),
    tables: ["users", "punch_cards", "tickets", "reviews", "reward_ledger", "login_links"],
  },
  // A customer's passkeys are the owner's to remove (a lost or stolen phone); staff cannot.
  "GET /api/users/[id]/passkeys": {
    expect: admins(200),
    call: () => ({ path: `/api/users/${f.lostPasskey.userId}/passkeys` }),
    tables: [],
  },
  "DELETE /api/users/[id]/passkeys/[passkeyId]": {
    expect: admins(200),
    call: () => ({
      path: `/api/users/${f.lostPasskey.userId}/passkeys/${encodeURIComponent(f.lostPasskey.id)}`,
    }),
    tables: ["passkeys", "admin_actions"],
  },
  // Blocking earning is the owner's decision; a customer of its own so A keeps earning.
  "POST /api/users/[id]/block": {
    expect: admins(200),
    call: () => ({ path: `/api/users/${f.blockTarget.id}/block` }),
    tables: ["users", "admin_actions"],
  },
  "POST /api/users/[id]/unblock": {
    expect: admins(200),
    call: () => ({ path: `/api/users/${f.blockTarget.id}/unblock` }),
    tables: ["users", "admin_actions"],
  },
  // Staff and admins hand over a reward once it is reached; customer A's card has none yet.
  "POST /api/users/[id]/hand-over": {
    expect: [401, 403, 403, 409, 409],
    call: () => ({ path: `/api/users/${people.a.id}/hand-over`, body: { index: 0 } }),
    tables: ["punch_cards", "reward_ledger"],
  },
  "POST /api/users/[id]/xp": {
    expect: admins(200),
    call: () => ({ path: `/api/users/${people.a.id}/xp`, body: { amount: 5 } }),
    tables: ["users", "reward_ledger", "punch_tokens"],
  },
  "POST /api/import/customers": {
    // The dry run: every role is refused or answered without a write.
    expect: admins(200),
    call: () => ({
      path: "/api/import/customers?dryRun=1",
      body: { csv: `username,name,punches,xp\nimp${tag},Imported,3,40` },
    }),
    tables: ["users", "punch_cards", "reward_ledger", "login_links"],
  },
  "POST /api/users/bulk": {
    expect: admins(201),
    call: () => ({ path: "/api/users/bulk", body: { count: 1 } }),
    tables: ["users", "punch_cards", "login_links"],
    made: (body) => ["users", (body.users as { id: string }[]).map((u) => u.id)],
  },
  "GET /api/users": { expect: admins(200), call: () => ({ path: "/api/users" }), tables: [] },
  "POST /api/users": {
    expect: admins(201),
    call: () => ({
      path: "/api/users",
      body: { username: `new${tag}`, password: "pass-word", role: "user" },
    }),
    tables: ["users", "punch_cards"],
    made: madeRow("users"),
  },

  // A verifies a real code; B's wrong code is refused and counts nothing.
  "POST /api/verify": {
    expect: [401, 200, 404, 403, 403],
    call: (role) => ({
      path: "/api/verify",
      body: { code: role === "customerB" ? "NOSUCHCODE" : f.code },
    }),
    tables: ["verification_codes", "reward_ledger", "users", "punch_tokens"],
  },

  // Uploaded files are public by their unguessable address, as an <img> on the shop needs.
  "GET /uploads/[id]": {
    expect: everyone(200),
    call: () => ({ path: `/uploads/${f.upload}` }),
    tables: [],
  },
  "HEAD /uploads/[id]": {
    expect: everyone(200),
    call: () => ({ path: `/uploads/${f.upload}` }),
    tables: [],
  },
};

/** The punches on a customer's card now: what an admin's clearing of it loses. */
async function punchesOnCard(userId: string): Promise<number> {
  const { rows } = await sql().query<{ lost: number }>(
    "select case when punches < size then punches else 0 end as lost from punch_cards where user_id = $1",
    [userId],
  );
  return rows[0]?.lost ?? 0;
}

function copyOf(client: Client) {
  const copy = new Client();
  copy.cookie = client.cookie;
  return copy;
}

beforeAll(async () => {
  people = await cast();
  Object.assign(f, await arrangeShop(people, `Authz ${tag}`, created));
  f.item = await arrange(people.admin, "/api/inventory", {
    productName: `Stock ${tag}`,
    unitPrice: 1,
    quantity: 2,
    fillAmount: 1,
    sellPrice: 3,
  });
  f.token = await insertToken();
  f.joinTokens = await Promise.all(ROLES.map(() => insertToken()));
  const sheet = { count: 2, expiresAt: inDays(30), label: `Authz ${tag}` };
  f.batch = await arrange(people.admin, "/api/token-batches", sheet);
  f.spareBatch = await arrange(people.admin, "/api/token-batches", sheet);
  created.add("token_batches", f.batch, f.spareBatch);
  // A campaign for next month: cancelling it sends nothing.
  const { rows: campaign } = await sql().query<{ id: string }>(
    `insert into campaigns (title, body, segment, send_at)
     values ($1, 'Half price', '{"kind":"everyone"}', now() + interval '30 days') returning id`,
    [`Authz ${tag}`],
  );
  f.campaign = campaign[0]!.id;
  created.add("campaigns", f.campaign);

  const linked = await Promise.all(ROLES.map(() => createUser()));
  f.links = await Promise.all(linked.map((u) => insertLoginLink({ userId: u.id })));
  f.inspectLink = f.links[0]!;
  f.signIn = await createUser();
  f.passwordTarget = await createUser();
  f.doomed = await createUser();
  f.selfDeleter = await signedIn(await createUser());
  const ownCustomer = await createUser();
  const ownAdmin = await createUser({ role: "admin" });
  f.ownPasswordCustomer = await signedIn(ownCustomer);
  f.ownPasswordAdmin = await signedIn(ownAdmin);
  const staffMember = await createUser({ role: "staff" });
  f.staff = await signedIn(staffMember);
  f.passkeyOfA = (await addPasskey(people.customerA)).passkey.id;
  const passkeyHolder = await createUser();
  f.passkeySignIn = (await addPasskey(await signedIn(passkeyHolder))).authenticator;
  const phoneLost = await createUser();
  const lost = await addPasskey(await signedIn(phoneLost));
  f.lostPasskey = { userId: phoneLost.id, id: lost.passkey.id };
  // A's XP entry to void, an open flag on A to dismiss, and a customer to block.
  const xpEntry = await people.admin.post(`/api/users/${people.a.id}/xp`, { amount: 10 });
  if (xpEntry.status !== 200) throw new Error(`arranging XP failed: ${xpEntry.status}`);
  const { rows: entries } = await sql().query<{ id: string }>(
    "select id from reward_ledger where user_id = $1 order by id desc limit 1",
    [people.a.id],
  );
  f.voidEntry = Number(entries[0]!.id);
  await sql().query(
    "insert into review_flags (user_id, day, rule, count, threshold) values ($1, current_date, 'punches', 6, 5)",
    [people.a.id],
  );
  f.messageOfA = await insertMessage(people.a.id);
  const { endpoint, keys } = await pushService.subscribe(await appVapidKey());
  const device = await people.customerA.post<{ device: { id: string } }>(
    "/api/push/subscriptions",
    { endpoint, keys },
  );
  if (device.status !== 201) throw new Error(`arranging a device failed: ${device.status}`);
  f.deviceOfA = device.body.device.id;
  f.blockTarget = await createUser();
  const standIns = await Promise.all(
    [1, 2].flatMap(() => [
      createUser(),
      createUser(),
      createUser({ role: "staff" }),
      createUser({ role: "admin" }),
    ]),
  );
  const standInClients = await Promise.all(standIns.map((u) => signedIn(u)));
  const byRole = (offset: number): Record<Role, Client> => ({
    anonymous: new Client(),
    customerA: standInClients[offset]!,
    customerB: standInClients[offset + 1]!,
    staff: standInClients[offset + 2]!,
    admin: standInClients[offset + 3]!,
  });
  f.signOut = byRole(0);
  f.signOutEverywhere = byRole(4);

  created.add("inventory_items", f.item);
  created.add(
    "users",
    ...[
      ...linked,
      ...standIns,
      staffMember,
      f.blockTarget,
      f.signIn,
      f.passwordTarget,
      f.doomed,
      passkeyHolder,
      ownCustomer,
      ownAdmin,
    ].map((u) => u.id),
  );
});

afterAll(async () => {
  await created.remove();
  await closeDb();
});

type Check = { key: string; method: string; role: Role; expected: number };

const checks: Check[] = Object.entries(MATRIX).flatMap(([key, entry]) =>
  ROLES.map((role, i) => ({ key, method: key.split(" ")[0]!, role, expected: entry.expect[i]! })),
);

function clientOf(role: Role) {
  return {
    anonymous: people.anonymous,
    customerA: people.customerA,
    customerB: people.customerB,
    staff: f.staff,
    admin: people.admin,
  }[role];
}

/** Runs one check; answers what went wrong, or nothing. */
async function run({ key, method, role, expected }: Check): Promise<string[]> {
  const entry = MATRIX[key]!;
  const call = await entry.call(role);
  const own = clientOf(role);
  const client = call.client ?? (entry.copy ? copyOf(own) : own);
  const refusal = expected >= 300;
  const before = refusal ? await fingerprint(entry.tables) : {};
  const answer: Answer<unknown> = call.upload
    ? await upload(
        client,
        { name: "dot.png", type: "image/png", bytes: png(3, 3) },
        "image",
        call.path,
      )
    : await client.call(method, call.path, call.body);
  const problems: string[] = [];
  const where = `${key} as ${role}`;
  if (answer.status !== expected) {
    problems.push(
      `${where}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`,
    );
  }
  if (answer.status >= 400 && call.path.startsWith("/api/") && !hasErrorShape(answer)) {
    problems.push(
      `${where}: refusal without { error, code }: ${JSON.stringify(answer.body)?.slice(0, 200)}`,
    );
  }
  if (refusal) {
    const after = await fingerprint(entry.tables);
    for (const table of entry.tables) {
      if (after[table] !== before[table]) problems.push(`${where}: the refusal changed ${table}`);
    }
  } else if (answer.status < 300 && entry.made) {
    const [table, ids] = entry.made(answer.body as Record<string, unknown>);
    created.add(table, ...ids);
  }
  return problems;
}

async function runAll(list: Check[]) {
  const problems: string[] = [];
  for (const check of list) problems.push(...(await run(check)));
  return problems;
}

describe("authorization matrix over every call", () => {
  it("has an entry for every route and method the app exports, and none for routes that are gone", () => {
    const routes = discoverRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k))).toEqual([]);
    console.log(
      `authz matrix: ${routes.length} routes × ${ROLES.length} roles = ${routes.length * ROLES.length} checks`,
    );
  });

  // Refusals first, while every fixture is as arranged; then reads; then the changes that succeed.
  it("refuses what each role may not do, in the one error shape, leaving the database unchanged", async () => {
    expect(await runAll(checks.filter((c) => c.expected >= 300))).toEqual([]);
  });

  it("answers the reads each role may make", async () => {
    expect(
      await runAll(checks.filter((c) => c.expected < 300 && ["GET", "HEAD"].includes(c.method))),
    ).toEqual([]);
  });

  it("carries out the changes each role may make", async () => {
    expect(
      await runAll(checks.filter((c) => c.expected < 300 && !["GET", "HEAD"].includes(c.method))),
    ).toEqual([]);
  });
});
