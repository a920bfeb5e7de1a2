import { createPublicKey, verify } from "node:crypto";
import { ADMIN, BASE_URL, type Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { setCard } from "../support/program";
import { insertToken } from "../support/rewards";
import { connectGoogle, standIn, until } from "../support/wallet";

// Google Wallet end to end through the stand-ins: the owner's service account, the customer's
// "save to Google Wallet" link naming their loyalty object (inserted first), a punch patching
// it, a lock-screen notice only for a reward that became ready, and Google's callbacks.

jest.setTimeout(120_000);
let admin: Client;
beforeAll(async () => {
  admin = await signedIn(ADMIN);
  await admin.delete("/api/wallet/google");
});
afterAll(async () => {
  await admin.delete("/api/wallet/google");
  await closeDb();
});

type LoyaltyObject = {
  id: string;
  classId: string;
  state: string;
  loyaltyPoints: { balance: { string: string } };
  barcode: { value: string };
};
type Recorded = { method: string; path: string; body: Record<string, unknown> | null };

const objectAt = (id: string) =>
  standIn<LoyaltyObject | null>(`/google/objects/${encodeURIComponent(id)}`);
const patchesOf = async (id: string) =>
  (await standIn<Recorded[]>("/google/requests")).filter(
    (r) => r.method === "PATCH" && decodeURIComponent(r.path).endsWith(`/loyaltyObject/${id}`),
  );

describe("connecting Google Wallet", () => {
  it("refuses a wrong issuer id and a broken key file, each on its field, and shows no secret", async () => {
    const serviceAccount = await standIn<Record<string, string>>("/google/service-account", {});
    const cases: [Record<string, unknown>, string][] = [
      [{ issuerId: "shop-one", serviceAccount }, "issuerId"],
      [{ issuerId: "3388000000022334455", serviceAccount: "{ not json" }, "serviceAccount"],
      [
        {
          issuerId: "3388000000022334455",
          serviceAccount: {
            ...serviceAccount,
            private_key: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
          },
        },
        "serviceAccount",
      ],
      [
        { issuerId: "3388000000022334455", serviceAccount: { type: "authorized_user" } },
        "serviceAccount",
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.put<{ issues: { path: string[] }[] }>("/api/wallet/google", body);
      expect(answer.status).toBe(400);
      expect(answer.body.issues.map((i) => i.path[0])).toContain(field);
      expect(JSON.stringify(answer.body)).not.toContain("PRIVATE KEY");
    }
    const connected = await connectGoogle(admin);
    const status = await admin.get<{ google: Record<string, unknown> }>("/api/wallet");
    expect(status.body.google).toMatchObject({
      issuerId: "3388000000022334455",
      serviceAccountEmail: connected.serviceAccount.client_email,
    });
    expect(JSON.stringify(status.body)).not.toContain("PRIVATE KEY");
  });
});

describe("a customer's Google pass", () => {
  it("is a signed save link naming their object, inserted first, and a punch patches it", async () => {
    const { issuerId, serviceAccount } = await connectGoogle(admin);
    const user = await createUser({ punches: 7 });
    const customer = await signedIn(user);
    const answer = await customer.get<{ url: string }>("/api/me/wallet/google");
    expect(answer.status).toBe(200);
    const prefix = "https://pay.google.com/gp/v/save/";
    expect(answer.body.url.startsWith(prefix)).toBe(true);
    const jwt = answer.body.url.slice(prefix.length);
    // RS256 over the header and claims, with the service account's public key.
    const [header, claims, signature] = jwt.split(".") as [string, string, string];
    const signedBy = verify(
      "sha256",
      Buffer.from(`${header}.${claims}`),
      createPublicKey(serviceAccount.private_key!),
      Buffer.from(signature, "base64url"),
    );
    expect(signedBy).toBe(true);
    const read = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    expect(read(header)).toMatchObject({ alg: "RS256" });
    const payload = read(claims) as Record<string, unknown>;
    expect(payload.aud).toBe("google");
    expect(payload).toMatchObject({ iss: serviceAccount.client_email, typ: "savetowallet" });
    expect(payload.origins).toEqual([expect.stringMatching(/^http/)]);
    const named = (payload.payload as { loyaltyObjects: { id: string; classId: string }[] })
      .loyaltyObjects[0]!;
    expect(named.id.startsWith(`${issuerId}.`)).toBe(true);

    const inserted = await objectAt(named.id);
    expect(inserted).toMatchObject({ id: named.id, classId: named.classId, state: "ACTIVE" });
    expect(inserted!.loyaltyPoints.balance.string).toBe("7 / 10");
    const klass = await standIn<{ reviewStatus: string } | null>(
      `/google/classes/${encodeURIComponent(named.classId)}`,
    );
    expect(klass?.reviewStatus).toBe("UNDER_REVIEW");

    expect((await customer.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
      200,
    );
    await until(async () => (await objectAt(named.id))?.loyaltyPoints.balance.string === "8 / 10");
    // A punch that readies nothing asks for no lock-screen notice.
    const [patch] = await patchesOf(named.id);
    expect(patch!.body).not.toHaveProperty("notifyPreference");

    // The delete callback, signed as Google signs it, marks the pass removed; its repeat is dropped.
    const callback = {
      url: `${BASE_URL}/api/wallet/google/callback`,
      issuerId,
      classId: named.classId,
      objectId: named.id,
      eventType: "del",
      nonce: `nonce-${user.id}`,
    };
    expect((await standIn<{ status: number }>("/google/callback", callback)).status).toBe(200);
    expect((await standIn<{ status: number }>("/google/callback", callback)).status).toBe(200);
    const { rows } = await sql().query<{ removed_at: Date | null }>(
      "select removed_at from wallet_passes where user_id = $1 and kind = 'google'",
      [user.id],
    );
    expect(rows[0]!.removed_at).not.toBeNull();
    const taken = await sql().query("select 1 from wallet_callbacks where id = $1", [
      `del:nonce-${user.id}`,
    ]);
    expect(taken.rowCount).toBe(1);
  });

  it("asks for a lock-screen notice for a reward that became ready, at most 3 a day", async () => {
    await connectGoogle(admin);
    const user = await createUser({ punches: 1 });
    await setCard(user.id, {
      size: 10,
      rewards: [
        { at: 2, name: "Free cookie" },
        { at: 10, name: "Free coffee" },
      ],
    });
    const customer = await signedIn(user);
    const { url } = (await customer.get<{ url: string }>("/api/me/wallet/google")).body;
    const jwt = url.split("/").pop()!;
    const id = (
      JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as {
        payload: { loyaltyObjects: { id: string }[] };
      }
    ).payload.loyaltyObjects[0]!.id;

    expect((await customer.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
      200,
    );
    const [ready] = await until(async () => {
      const found = await patchesOf(id);
      return found.length > 0 && found;
    });
    expect(ready!.body).toMatchObject({ notifyPreference: "notifyOnUpdate" });

    // Today's three are spent: the next reward that becomes ready patches without a notice.
    await sql().query(
      "update wallet_passes set notices_sent = 3, rewards_shown = 0, shown = null where user_id = $1 and kind = 'google'",
      [user.id],
    );
    expect((await customer.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
      200,
    );
    const later = await until(async () => {
      const found = await patchesOf(id);
      return found.length > 1 && found;
    });
    expect(later[1]!.body).not.toHaveProperty("notifyPreference");
  });

  it("answers 404 to a customer when the shop has not connected Google Wallet", async () => {
    await admin.delete("/api/wallet/google");
    const customer = await signedIn(await createUser());
    expect((await customer.get("/api/me/wallet/google")).status).toBe(404);
  });
});
