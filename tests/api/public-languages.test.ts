import { Client, closeDb, sql } from "../support/api";
import { attributeOf, textOf, textsOf } from "../support/html";
import { insertToken } from "../support/rewards";

// The public pages (landing, FAQ, sign-in, joining) in a visitor's browser language, as the
// server renders them: words from messages/<locale>/, counts through ICU plurals (Arabic's
// "few" for 10), the program's sentences made in that language.
afterAll(closeDb);

async function page(path: string, language: string) {
  const answer = await new Client().call<string>("GET", path, undefined, {
    "accept-language": language,
  });
  expect(answer.status).toBe(200);
  return { html: answer.body, text: textOf(answer.body) };
}

describe("the landing page", () => {
  it("speaks Spanish to a Spanish browser, the card's punches counted in Spanish", async () => {
    const { html, text } = await page("/", "es-ES,es;q=0.9");
    expect(html).toMatch(/<html[^>]*lang="es"/);
    expect(textsOf(html, "landing-title").join(" ")).toMatch(/Cada 10\.º va por cuenta de la casa/);
    expect(html).toMatch(/aria-label="Una tarjeta de fidelidad de [^"]* con 7 de 10 sellos/);
    expect(text).toContain("Cómo funciona");
    expect(text).toContain("Junta 10 sellos para");
    expect(text).not.toContain("How it works");
  });

  it("speaks Arabic, right to left, with Arabic's plural for ten", async () => {
    const { html, text } = await page("/", "ar-EG,ar;q=0.9");
    expect(html).toMatch(/<html[^>]*lang="ar" dir="rtl"/);
    expect(text).toContain("كيف تعمل");
    // 10 takes the "few" form (أختام), 7 of them collected.
    expect(html).toMatch(/aria-label="بطاقة ولاء [^"]* جُمع فيها 7 من 10 أختام"/);
    expect(attributeOf(html, "landing-sign-in", "href")).toBe("/login");
  });
});

describe("the FAQ", () => {
  it("answers in German, the card's rule counted in German", async () => {
    const { html, text } = await page("/faq", "de-DE");
    expect(html).toMatch(/<title>FAQ/);
    expect(text).toContain("Häufig gestellte Fragen");
    expect(text).toContain("Ist das sicher?");
    // The open first answer: the card's rule with German's plural (dative "Stempeln").
    expect(text).toMatch(/Bei 10 Stempeln ist dein nächster \S+ gratis/);
  });

  it("answers in Arabic", async () => {
    const { html, text } = await page("/faq", "ar");
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(text).toContain("الأسئلة الشائعة");
    expect(text).toContain("ما القواعد؟");
  });
});

describe("signing in and joining", () => {
  it("/login in Spanish: its title, its form's words and the join hint", async () => {
    const { html, text } = await page("/login", "es");
    expect(html).toMatch(/<title>Iniciar sesión/);
    expect(text).toContain("Usa el usuario y la contraseña de tu tarjeta de la tienda.");
    expect(text).toContain("Contraseña");
    expect(textsOf(html, "new-here").join(" ")).toBe(
      "¿Eres nuevo? Escanea el QR del mostrador para unirte.",
    );
  });

  it("/join with a token in Spanish: the form's words and the card's promise in Spanish", async () => {
    const token = await insertToken();
    const { html, text } = await page(`/join?token=${token}`, "es");
    expect(html).toMatch(/<title>Únete y consigue tu primer sello/);
    expect(text).toContain("Únete y consigue tu primer sello");
    expect(text).toMatch(/Junta \d+ sellos para/);
    expect(text).toContain("La próxima vez, entra con");
    expect(text).toContain("Ya tengo una cuenta");
  });

  it("/join's states in Arabic: no token, a used one and an expired one", async () => {
    expect((await page("/join", "ar")).text).toContain("امسح رمز QR عند الكاونتر للانضمام");

    const used = await insertToken();
    await sql().query("update punch_tokens set used_at = now() where id = $1", [used]);
    expect((await page(`/join?token=${used}`, "ar")).text).toContain("رمز غير صالح");

    const expired = await insertToken();
    await sql().query(
      "update punch_tokens set expires_at = now() - interval '1 minute' where id = $1",
      [expired],
    );
    const refused = await page(`/join?token=${expired}`, "ar");
    expect(refused.text).toContain("انتهت صلاحية رمز QR");
    expect(refused.text).toContain("اطلب رمز QR جديدًا عند الكاونتر، وامسحه للانضمام.");
  });
});
