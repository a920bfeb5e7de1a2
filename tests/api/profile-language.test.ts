import { closeDb, createUser, signedIn, sql, type Client } from "../support/api";

// The customer's language (issue 35): chosen in the profile through PUT /api/users/{id}, kept
// in users.locale so it follows them to every device, and set as this browser's choice too.

jest.setTimeout(60_000);
afterAll(closeDb);

async function page(client: Client, path: string, acceptLanguage: string) {
  const answer = await client.call<string>("GET", path, undefined, {
    "accept-language": acceptLanguage,
  });
  expect(answer.status).toBe(200);
  return { html: answer.body, tag: answer.body.match(/<html[^>]*>/)?.[0] ?? "" };
}

const localeCookie = (answer: { headers: Headers }) =>
  answer.headers.getSetCookie().find((c) => c.startsWith("punchcard-locale="));

it("choosing French makes the next page French, on another device too", async () => {
  const customer = await createUser();
  const phone = await signedIn(customer);
  const answer = await phone.put(`/api/users/${customer.id}`, { locale: "fr" });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ id: customer.id, locale: "fr" });
  expect(localeCookie(answer)).toMatch(/^punchcard-locale=fr;.*Path=\//i);
  const { rows } = await sql().query("select locale from users where id = $1", [customer.id]);
  expect(rows[0]?.locale).toBe("fr");

  // A laptop that never saw the cookie, whose browser asks for German.
  const laptop = await signedIn(customer);
  const profile = await page(laptop, "/user/profile", "de-DE,de;q=0.9");
  expect(profile.tag).toMatch(/lang="fr" dir="ltr"/);
  expect(profile.html).toContain("Mon profil");
  expect(profile.html).toContain("Langue");
  const dashboard = await page(laptop, "/user/dashboard", "de-DE,de;q=0.9");
  expect(dashboard.html).toContain("Mes récompenses");
  // SPEC's card of 10 with no punch: a plural in French.
  expect(dashboard.html).toContain("Plus que 10 tampons pour");
});

it("choosing none gives the page back to the phone's own language", async () => {
  const customer = await createUser();
  const phone = await signedIn(customer);
  expect((await phone.put(`/api/users/${customer.id}`, { locale: "ar" })).status).toBe(200);
  const none = await phone.put(`/api/users/${customer.id}`, { locale: null });
  expect(none.status).toBe(200);
  expect(none.body.locale).toBeNull();
  // This browser's own choice goes too, so Accept-Language speaks again.
  expect(localeCookie(none)).toMatch(/^punchcard-locale=;.*Max-Age=0/i);
  const { rows } = await sql().query("select locale from users where id = $1", [customer.id]);
  expect(rows[0]?.locale).toBeNull();

  const profile = await page(phone, "/user/profile", "es-ES,es;q=0.9");
  expect(profile.tag).toMatch(/lang="es" dir="ltr"/);
  expect(profile.html).toContain("Mi perfil");
});

it("refuses a language that is not one of the six, on its field, and keeps the saved one", async () => {
  const customer = await createUser();
  const phone = await signedIn(customer);
  expect((await phone.put(`/api/users/${customer.id}`, { locale: "de" })).status).toBe(200);
  for (const locale of ["xx", "pt", "EN", 3, ""]) {
    const answer = await phone.put<{ code: string; issues?: { path: unknown[] }[] }>(
      `/api/users/${customer.id}`,
      { locale },
    );
    expect([answer.status, answer.body.code]).toEqual([400, "bad_request"]);
    expect(answer.body.issues?.[0]?.path).toEqual(["locale"]);
    expect(localeCookie(answer)).toBeUndefined();
  }
  const { rows } = await sql().query("select locale from users where id = $1", [customer.id]);
  expect(rows[0]?.locale).toBe("de");
});

it("leaves the language alone when a profile change does not name it", async () => {
  const customer = await createUser();
  const phone = await signedIn(customer);
  await phone.put(`/api/users/${customer.id}`, { locale: "pt-BR" });
  const answer = await phone.put(`/api/users/${customer.id}`, { name: "Nova" });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ name: "Nova", locale: "pt-BR" });
  expect(localeCookie(answer)).toBeUndefined();
});
