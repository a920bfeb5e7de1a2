import { SIGN_IN_TO_CONTINUE } from "../../lib/auth/messages";
import { CATEGORY_NAME_REQUIRED } from "../../lib/catalog/messages";
import { INVALID_TOKEN } from "../../lib/rewards/messages";
import { USERNAME_TOO_SHORT } from "../../lib/users/messages";
import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { english } from "../support/english";
import { insertToken } from "../support/rewards";

// A refusal is answered in the caller's language (lib/api/route.ts), its `code` never: a
// client decides on the code, a person reads the words.

afterAll(closeDb);

const SPANISH = { "accept-language": "es-ES,es;q=0.9" };

it("answers a refusal in the browser's language, with the same code as in English", async () => {
  const visitor = new Client();
  const spanish = await visitor.call("GET", "/api/inbox", undefined, SPANISH);
  const plain = await visitor.get("/api/inbox");
  expect(spanish).toMatchObject({
    status: 401,
    body: { error: "Inicia sesión para continuar.", code: "unauthorized" },
  });
  // The same request without a language of ours: SPEC.md's words.
  expect(plain).toMatchObject({
    status: 401,
    body: { error: english(SIGN_IN_TO_CONTINUE), code: "unauthorized" },
  });
  expect(english(SIGN_IN_TO_CONTINUE)).toBe("Please sign in to continue.");
});

it("translates a form's field issue, the field's name in the sentence included", async () => {
  const admin = await signedIn(ADMIN);
  const category = await admin.call("POST", "/api/categories", { name: "   " }, SPANISH);
  expect(category).toMatchObject({
    status: 400,
    body: { error: "El nombre de la categoría es obligatorio", code: "bad_request" },
  });
  expect((category.body as { issues: { message: string }[] }).issues[0]!.message).toBe(
    "El nombre de la categoría es obligatorio",
  );
  expect((await admin.post("/api/categories", { name: "   " })).body).toMatchObject({
    error: english(CATEGORY_NAME_REQUIRED),
    code: "bad_request",
  });
  expect(english(CATEGORY_NAME_REQUIRED)).toBe("Category name is required");

  // A rule written once for many fields names each in the reader's language, with its number.
  const settings = await admin.call("PUT", "/api/settings", { shopName: "" }, SPANISH);
  expect(settings.body).toMatchObject({
    error: "Nombre de la tienda: campo obligatorio",
    code: "bad_request",
    issues: [expect.objectContaining({ path: ["shopName"] })],
  });
  const campaign = await admin.call(
    "POST",
    "/api/campaigns",
    { title: "x".repeat(81), body: "Hi", segment: { kind: "everyone" } },
    { "accept-language": "de" },
  );
  expect(campaign.body).toMatchObject({
    error: "Titel darf höchstens 80 Zeichen haben",
    code: "bad_request",
  });
  const english80 = await admin.post("/api/campaigns", {
    title: "x".repeat(81),
    body: "Hi",
    segment: { kind: "everyone" },
  });
  expect(english80.body).toMatchObject({ error: "Title must be at most 80 characters" });
});

it("speaks a signed-in customer's profile language whatever the browser says", async () => {
  const customer = await createUser();
  await sql().query("update users set locale = 'ar' where id = $1", [customer.id]);
  const phone = await signedIn(customer);
  const arabic = await phone.call("POST", "/api/token/use", { tokenId: "no-such-token" }, SPANISH);
  expect(arabic).toMatchObject({
    status: 404,
    body: { error: "هذا الرمز مستخدم بالفعل أو غير موجود", code: "not_found" },
  });

  const other = await signedIn(await createUser());
  const plain = await other.post("/api/token/use", { tokenId: "no-such-token" });
  expect(plain).toMatchObject({
    status: 404,
    body: { error: english(INVALID_TOKEN), code: "not_found" },
  });
  expect(english(INVALID_TOKEN)).toBe("This token has already been used or does not exist");
});

it("translates a refusal that carries another refusal in it", async () => {
  const admin = await signedIn(ADMIN);
  const csv = "username,name,punches,xp\nab,Ann,1,10\n";
  const spanish = await admin.call("POST", "/api/import/customers", { csv }, SPANISH);
  expect(spanish.status).toBe(400);
  expect(spanish.body).toMatchObject({
    error: "Línea 2: El nombre de usuario debe tener al menos 3 caracteres",
    code: "bad_request",
  });
  const plain = await admin.post("/api/import/customers", { csv });
  expect(plain.body).toMatchObject({ error: `Line 2: ${english(USERNAME_TOO_SHORT)}` });
});

it("writes a live check's answer in the visitor's language too", async () => {
  const tokenId = await insertToken();
  const visitor = new Client();
  const path = `/api/join/check?${new URLSearchParams({ tokenId, username: " ab " })}`;
  expect(
    (await visitor.call("GET", path, undefined, { "accept-language": "fr" })).body,
  ).toMatchObject({
    available: false,
    message: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  });
  expect((await visitor.get(path)).body).toMatchObject({
    available: false,
    message: english(USERNAME_TOO_SHORT),
  });
});
