import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CUSTOMER_NOT_FOUND } from "../../lib/rewards/messages";
import { cast, closeDb } from "../support/api";
import { english } from "../support/english";

afterAll(closeDb);

const BAD = "not-a-uuid";

/** Every address with an id, as an admin with a valid body, and the 404 sentence it answers. */
const ROUTES: [
  method: "get" | "post" | "put" | "delete",
  path: string,
  body: unknown,
  error: string,
][] = [
  ["get", `/api/products/${BAD}`, undefined, "Product not found"],
  ["put", `/api/products/${BAD}`, { hidden: true }, "Product not found"],
  ["delete", `/api/products/${BAD}`, undefined, "Product not found"],
  ["put", `/api/categories/${BAD}`, { name: "Drinks" }, "Category not found"],
  ["delete", `/api/categories/${BAD}`, undefined, "Category not found"],
  ["delete", `/api/inventory/${BAD}`, undefined, "Inventory item not found"],
  ["put", `/api/announcements/${BAD}`, { title: "t", content: "c" }, "Announcement not found"],
  ["delete", `/api/announcements/${BAD}`, undefined, "Announcement not found"],
  ["get", `/api/campaigns/${BAD}`, undefined, "Campaign not found"],
  ["post", `/api/campaigns/${BAD}/cancel`, undefined, "Campaign not found"],
  ["put", `/api/blog/${BAD}`, { published: true }, "Blog post not found"],
  ["delete", `/api/blog/${BAD}`, undefined, "Blog post not found"],
  ["put", `/api/reviews/${BAD}`, { rating: 4 }, "Review not found"],
  ["delete", `/api/reviews/${BAD}`, undefined, "Review not found"],
  ["post", `/api/customers/${BAD}/login-link`, undefined, english(CUSTOMER_NOT_FOUND)],
  // A passkey's id is any base64url credential id: this one names no passkey of the admin's.
  ["delete", `/api/passkeys/${BAD}`, undefined, "Passkey not found"],
  ["get", `/api/tickets/${BAD}`, undefined, "Ticket not found"],
  ["put", `/api/tickets/${BAD}`, { status: "closed" }, "Ticket not found"],
  ["post", `/api/tickets/${BAD}/messages`, { message: "hi" }, "Ticket not found"],
  ["put", `/api/users/${BAD}`, { name: "x" }, "User not found"],
  ["delete", `/api/users/${BAD}`, undefined, "User not found"],
  ["post", `/api/users/${BAD}/change-password`, { newPassword: "secret" }, "User not found"],
  ["post", `/api/users/${BAD}/hand-over`, { index: 0 }, "Customer not found"],
  ["post", `/api/users/${BAD}/xp`, { amount: 5 }, "Customer not found"],
  ["get", `/api/punchcard/${BAD}`, undefined, "Punch card not found"],
  ["post", `/api/punchcard/${BAD}/punch`, undefined, "Customer not found"],
  ["post", `/api/punchcard/${BAD}/reset`, undefined, "Customer not found"],
  ["post", `/api/users/${BAD}/block`, undefined, "Customer not found"],
  ["post", `/api/users/${BAD}/unblock`, undefined, "Customer not found"],
  ["get", `/api/users/${BAD}/ledger`, undefined, "Customer not found"],
  ["get", `/api/users/${BAD}/passkeys`, undefined, "User not found"],
  ["delete", `/api/users/${BAD}/passkeys/${BAD}`, undefined, "User not found"],
  ["post", `/api/admin/review/${BAD}/dismiss`, undefined, "Customer not found"],
  ["get", `/api/token-batches/${BAD}`, undefined, "Token sheet not found"],
  ["post", `/api/token-batches/${BAD}/void`, undefined, "Token sheet not found"],
  ["post", `/api/ledger/${BAD}/void`, { reason: "Twice" }, "Ledger entry not found"],
  ["get", `/api/export/${BAD}`, undefined, "Not found"],
  ["post", `/api/admin/referrals/${BAD}/approve`, undefined, "This invitation was not found."],
  ["post", `/api/admin/referrals/${BAD}/dismiss`, undefined, "This invitation was not found."],
  ["get", `/api/admin/referrals/customer/${BAD}`, undefined, english(CUSTOMER_NOT_FOUND)],
  // An invitation's code is any typed text: this one names no invitation.
  ["get", `/api/invitations/${BAD}`, undefined, "This invitation code is unknown."],
  // A card's count: no card has this many.
  ["get", `/api/wallet/images/hero/${BAD}`, undefined, "Not found"],
];

/**
 * Addresses whose segment is not one of our ids: next-auth's own routes, a login link's token,
 * refused with the link's own answer (tests/api/auto-login.test.ts), and Apple's PassKit web
 * service, whose device, pass type and serial answer its protocol's 401 or 204
 * (tests/api/wallet-apple.serial.test.ts).
 */
const OWN_ANSWERS = [
  "/api/auth/[...nextauth]",
  "/api/auto-login/[tokenId]",
  "/api/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]",
  "/api/passkit/v1/devices/[deviceLibraryIdentifier]/registrations/[passTypeIdentifier]/[serialNumber]",
  "/api/passkit/v1/passes/[passTypeIdentifier]/[serialNumber]",
];

/** Each verb of each route under app/api with a [segment] in its folder: "POST /api/x/[id]". */
function routesWithSegments(dir = join(process.cwd(), "app/api"), path = "/api"): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const inner = `${path}/${entry.name}`;
    if (entry.isDirectory()) found.push(...routesWithSegments(join(dir, entry.name), inner));
    else if (entry.name === "route.ts" && path.includes("[") && !OWN_ANSWERS.includes(path)) {
      const verbs = readFileSync(join(dir, entry.name), "utf8").matchAll(
        /export const (GET|POST|PUT|PATCH|DELETE) =/g,
      );
      for (const [, verb] of verbs) found.push(`${verb} ${path}`);
    }
  }
  return found;
}

describe("ids from the address", () => {
  it("lists every route with a segment in its address", () => {
    const listed = ROUTES.map(([method, path]) => `${method.toUpperCase()} ${path}`);
    const routes = routesWithSegments().map((route) => route.replace(/\[[^\]]+\]/g, BAD));
    expect(routes.filter((route) => !listed.includes(route))).toEqual([]);
  });

  it.each(ROUTES)(
    "%s %s with a malformed id is 404 with its resource's sentence",
    async (method, path, body, error) => {
      const { admin } = await cast();
      const answer = await admin[method](path, body);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { error, code: "not_found" },
      });
    },
  );

  it("checks who is asking and the body before the id, as before", async () => {
    const { customerA, anonymous, admin } = await cast();
    expect((await anonymous.get(`/api/tickets/${BAD}`)).status).toBe(401);
    expect((await customerA.delete(`/api/products/${BAD}`)).status).toBe(403);
    expect((await admin.put(`/api/products/${BAD}`, { stock: -1 })).status).toBe(400);
    // A customer's own malformed id is not found, like anyone else's.
    expect(await customerA.put(`/api/users/${BAD}`, { name: "x" })).toMatchObject({
      status: 404,
      body: { error: "User not found", code: "not_found" },
    });
  });

  it("a well-formed id that names nothing is still the resource's own 404", async () => {
    const { admin } = await cast();
    const answer = await admin.get("/api/products/00000000-0000-0000-0000-000000000000");
    expect(answer).toMatchObject({ status: 404, body: { error: "Product not found" } });
  });
});
