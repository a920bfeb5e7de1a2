import { ADMIN, closeDb, createUser, signedIn } from "../support/api";
import { insertProduct } from "../support/rewards";

afterAll(closeDb);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("what staff may make at the counter", () => {
  it("makes codes only for products customers can see; the owner for any", async () => {
    const hiddenName = `Hidden ${Date.now()}`;
    const hidden = await insertProduct({ name: hiddenName, hidden: true });
    const visible = await insertProduct();
    const staff = await signedIn(await createUser({ role: "staff" }));
    const admin = await signedIn(ADMIN);

    const refused = await staff.post("/api/admin/generate-code", {
      productId: hidden,
      quantity: 1,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: "Product not found" });
    expect(
      (await staff.post("/api/admin/generate-code", { productId: visible, quantity: 1 })).status,
    ).toBe(201);
    expect(
      (await admin.post("/api/admin/generate-code", { productId: hidden, quantity: 1 })).status,
    ).toBe(201);

    // The counter's Codes screen offers staff the same products, and the owner every one.
    const staffScreen = await staff.get<string>("/counter/codes");
    expect(staffScreen.status).toBe(200);
    expect(staffScreen.body).not.toContain(hiddenName);
    const ownerScreen = await admin.get<string>("/counter/codes");
    expect(ownerScreen.body).toContain(hiddenName);
  });

  it("holds a staff member to the shop's sheet punches a day, even when sheets are asked for at once", async () => {
    const staff = await signedIn(await createUser({ role: "staff" }));
    const settings = await staff.get<{ staffTokensPerDay: number }>("/api/settings");
    const perDay = settings.body.staffTokensPerDay;
    const size = Math.ceil(perDay / 4);
    const sheet = { count: size, expiresAt: inDays(30), label: "Rush" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => staff.post("/api/token-batches", sheet)),
    );
    const made = answers.filter((a) => a.status === 201).length;
    expect(made).toBe(Math.floor(perDay / size));
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body).toMatchObject({ code: "rate_limited" });
    expect(String(refused?.body.error)).toMatch(/today|Ask the owner/);

    // Another staff member has their own allowance; the owner has none.
    const other = await signedIn(await createUser({ role: "staff" }));
    expect((await other.post("/api/token-batches", sheet)).status).toBe(201);
    const admin = await signedIn(ADMIN);
    for (let i = 0; i < 2; i++) {
      const big = { count: 500, expiresAt: inDays(30), label: "Owner's" };
      expect((await admin.post("/api/token-batches", big)).status).toBe(201);
    }
  });

  it("lets staff print sheets that expire within 90 days; the owner within a year", async () => {
    const staff = await signedIn(await createUser({ role: "staff" }));
    const far = { count: 1, expiresAt: inDays(120), label: "Far" };
    const refused = await staff.post("/api/token-batches", far);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "Staff can print sheets that expire within 90 days",
      // Under the form's expiry field, as a schema's issue would be.
      issues: [
        { path: ["expiresAt"], message: "Staff can print sheets that expire within 90 days" },
      ],
    });
    expect((await staff.post("/api/token-batches", { ...far, expiresAt: inDays(80) })).status).toBe(
      201,
    );
    const admin = await signedIn(ADMIN);
    expect((await admin.post("/api/token-batches", far)).status).toBe(201);
  });
});
