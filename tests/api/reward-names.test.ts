import { closeDb, createUser, signedIn, sql } from "../support/api";
import { textsOf } from "../support/html";
import { setCard } from "../support/program";
import { insertToken } from "../support/rewards";

// A reward's name is the owner's, shown as written; the program's untouched default, SPEC.md's
// "Free product" stored in English, is shown in the reader's language: on the card, and in the
// messages the shop sends by itself in each customer's language (lib/program/reward-name.ts).

afterAll(closeDb);

/** A customer whose profile speaks `locale`, with `punches` on a card of the default program. */
async function customerIn(locale: string, punches: number) {
  const customer = await createUser({ punches });
  await sql().query("update users set locale = $1 where id = $2", [locale, customer.id]);
  return customer;
}

async function readyMessages(userId: string) {
  const { rows } = await sql().query<{ title: string; body: string }>(
    "select title, body from inbox_messages where user_id = $1 and kind = 'reward_ready' order by id",
    [userId],
  );
  return rows;
}

it("writes a full card's message in the customer's language, the default reward in it", async () => {
  const spanish = await customerIn("es", 9);
  const phone = await signedIn(spanish);
  // The browser asks for English: the message follows the profile, as pushes do.
  const redeemed = await phone.call(
    "POST",
    "/api/token/use",
    { tokenId: await insertToken() },
    { "accept-language": "en" },
  );
  expect(redeemed.status).toBe(200);
  expect(await readyMessages(spanish.id)).toEqual([
    {
      title: "Tu premio te espera: producto gratis",
      body: "Tu tarjeta está llena. Enséñala en el mostrador para recoger tu premio.",
    },
  ]);

  const german = await customerIn("de", 9);
  await (await signedIn(german)).post("/api/token/use", { tokenId: await insertToken() });
  expect((await readyMessages(german.id)).map((m) => m.title)).toEqual([
    "Deine Prämie wartet: Gratisprodukt",
  ]);
});

it("keeps a reward name the owner wrote as written, in any language", async () => {
  const spanish = await customerIn("es", 4);
  await setCard(spanish.id, {
    size: 10,
    rewards: [
      { at: 5, name: "Churros" },
      { at: 10, name: "Free product" },
    ],
  });
  await (await signedIn(spanish)).post("/api/token/use", { tokenId: await insertToken() });
  expect((await readyMessages(spanish.id)).map((m) => m.title)).toEqual([
    "Tu premio te espera: churros",
  ]);
});

it("names the default reward on the customer's card in their language", async () => {
  const spanish = await customerIn("es", 6);
  const page = await (await signedIn(spanish)).call<string>("GET", "/user/dashboard");
  expect(page.status).toBe(200);
  expect(textsOf(page.body, "punches-to-go")).toEqual(["4 sellos más para un producto gratis."]);

  const english = await customerIn("en", 6);
  const plain = await (await signedIn(english)).call<string>("GET", "/user/dashboard");
  expect(textsOf(plain.body, "punches-to-go")).toEqual(["4 more punches for a free product."]);
});
