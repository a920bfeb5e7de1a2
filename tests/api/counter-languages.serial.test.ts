import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { attributeOf, countOf, textOf, textsOf } from "../support/html";

// The counter display and the printed sheets speak the shop's language whoever is signed in:
// a customer reads them across the counter. The staff's own screens speak the staff member's.
// Serial: it changes the shop's language, which every other file's pages would then speak.

afterAll(async () => {
  await setShopLanguage("en");
  await closeDb();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function page(client: Client, path: string) {
  const answer = await client.call<string>("GET", path);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The settings are cached about 2 s per server: wait until a visitor's page shows the change. */
async function setShopLanguage(language: string) {
  await sql().query("update shop_settings set language = $1", [language]);
  const visitor = new Client();
  for (let i = 0; i < 50; i++) {
    if ((await page(visitor, "/login")).match(/<html[^>]*>/)?.[0].includes(`lang="${language}"`))
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop's language did not become ${language}`);
}

it("a printed sheet is in the shop's Spanish while the staff member who prints it reads Arabic", async () => {
  await setShopLanguage("es");
  const admin = await signedIn(ADMIN);
  const made = await admin.post<{ id: string }>("/api/token-batches", {
    count: 3,
    expiresAt: inDays(30),
    label: "Recibos",
  });
  expect(made.status).toBe(201);
  const staff = await createUser({ role: "staff" });
  await sql().query("update users set locale = 'ar' where id = $1", [staff.id]);
  const counter = await signedIn(staff);

  const sheet = await page(counter, `/counter/batches/${made.body.id}/print`);
  expect(sheet.match(/<html[^>]*>/)?.[0]).toMatch(/lang="es" dir="ltr"/);
  expect(countOf(sheet, "sheet-card")).toBe(3);
  expect(textsOf(sheet, "sheet-card")[0]).toContain("Escanea para sumar un sello");
  expect(textsOf(sheet, "sheet-card")[0]).toContain("¿Sin cámara? Escribe este código en la app:");
  expect(textsOf(sheet, "sheet-card")[0]).toContain("Válido hasta el");
  // A count and its plural, in Spanish.
  expect(textsOf(sheet, "print-summary")[0]).toBe(
    "3 de 3 tarjetas se pueden usar aún · en 1 página A4",
  );
  expect(attributeOf(sheet, "print-sheet", "disabled")).toBeNull();
  expect(textOf(sheet)).toContain("Imprimir hoja de tokens");
  expect(textOf(sheet)).not.toMatch(/Scan to collect|Valid until|can still be used/);

  // The same staff member's list of sheets is their own screen: in their profile's Arabic.
  const list = await page(counter, "/counter/batches");
  expect(list.match(/<html[^>]*>/)?.[0]).toMatch(/lang="ar" dir="rtl"/);
  expect(textOf(list)).toContain("أوراق القسائم");

  // The display is the shop's again.
  const display = await page(counter, "/counter");
  expect(display.match(/<html[^>]*>/)?.[0]).toMatch(/lang="es"/);
  expect(textOf(display)).toContain("Escanea para sumar tu sello");
});
