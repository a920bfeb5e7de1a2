import { Client, closeDb, createUser, sql } from "../support/api";

// Who sees which language (lib/i18n/resolve-locale.ts), read from each page's
// `<html lang dir>`. Serial: it changes the shop's language, which every other file's pages
// would then speak.

afterAll(async () => {
  await setShopLanguage("en");
  await closeDb();
});

async function htmlTag(client: Client, path: string, headers: Record<string, string> = {}) {
  const answer = await client.call<string>("GET", path, undefined, headers);
  expect(answer.status).toBe(200);
  return answer.body.match(/<html[^>]*>/)?.[0] ?? "";
}

/** The settings are cached about 2 s per server: wait until a visitor's page shows the change. */
async function setShopLanguage(language: string) {
  await sql().query("update shop_settings set language = $1", [language]);
  const visitor = new Client();
  for (let i = 0; i < 50; i++) {
    if ((await htmlTag(visitor, "/login")).includes(`lang="${language}"`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop's language did not become ${language}`);
}

it("a visitor's browser language wins when it is one of ours, with the direction it reads", async () => {
  const visitor = new Client();
  expect(await htmlTag(visitor, "/login", { "accept-language": "ar-EG,ar;q=0.9" })).toMatch(
    /lang="ar" dir="rtl"/,
  );
  expect(await htmlTag(visitor, "/login", { "accept-language": "es-ES,es;q=0.9" })).toMatch(
    /lang="es" dir="ltr"/,
  );
  expect(await htmlTag(visitor, "/login", { "accept-language": "ja-JP" })).toMatch(
    /lang="en" dir="ltr"/,
  );
});

it("this browser's choice beats its language", async () => {
  const visitor = new Client();
  const tag = await htmlTag(visitor, "/login", {
    "accept-language": "es",
    cookie: "punchcard-locale=de",
  });
  expect(tag).toMatch(/lang="de"/);
});

it("the shop's language greets a browser that asks for none of ours", async () => {
  await setShopLanguage("fr");
  expect(await htmlTag(new Client(), "/login", { "accept-language": "ja" })).toMatch(/lang="fr"/);
  expect(await htmlTag(new Client(), "/login", { "accept-language": "es" })).toMatch(/lang="es"/);
});

it("a customer's profile language follows them; the counter display speaks the shop's", async () => {
  await setShopLanguage("fr");
  const customer = await createUser();
  await sql().query("update users set locale = 'pt-BR' where id = $1", [customer.id]);
  const phone = await new Client().login(customer.username, customer.password);
  expect(await htmlTag(phone, "/user/dashboard", { "accept-language": "de" })).toMatch(
    /lang="pt-BR"/,
  );

  const staff = await createUser({ role: "staff" });
  await sql().query("update users set locale = 'ar' where id = $1", [staff.id]);
  const counter = await new Client().login(staff.username, staff.password);
  expect(await htmlTag(counter, "/counter")).toMatch(/lang="fr" dir="ltr"/);
  expect(await htmlTag(counter, "/counter/customers")).toMatch(/lang="ar" dir="rtl"/);
});
