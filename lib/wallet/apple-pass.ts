import "server-only";
import { buildApplePass } from "./apple/pass";
import { passContent, shopContent } from "./card";
import type { PassContent } from "./content";
import { authTokenOf, type PassRow } from "./passes";
import type { AppleConnection } from "./store";

// The signed .pkpass of one pass, as its device fetches it and as the customer adds it.

/** The prefix of the PassKit web service (app/api/passkit): baked into every installed pass. */
export const PASSKIT_PATH = "/api/passkit";

/** What a deleted customer's pass shows in its last update: the shop's card, voided. */
function voidedContent(content: PassContent): PassContent {
  return { ...content, voided: true, secondary: [], auxiliary: [], locations: [] };
}

export async function signedApplePass(
  pass: PassRow,
  connection: AppleConnection,
  { shopName }: { shopName: string },
): Promise<Buffer> {
  const token = authTokenOf(pass);
  if (!token) throw new Error("signedApplePass: the pass has no token");
  const content = pass.userId
    ? (await passContent(pass.userId, { serial: pass.id, updatedAt: pass.updatedAt })).content
    : null;
  return buildApplePass({
    credentials: connection,
    content:
      content ?? voidedContent(await shopContent({ serial: pass.id, updatedAt: pass.updatedAt })),
    authenticationToken: token,
    webServiceURL: `${connection.origin}${PASSKIT_PATH}`,
    organizationName: shopName,
  });
}
