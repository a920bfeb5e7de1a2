/** @jest-environment node */
import { automationDefaults, isDefaultText } from "./automation-defaults";

describe("the automations' default texts", () => {
  it("come in each language with their placeholders left for the sender to fill", async () => {
    const french = await automationDefaults("fr");
    expect(french.reward_waiting).toEqual({
      title: "Votre récompense vous attend toujours : {reward}",
      body: "Votre carte est pleine, {name}. Montrez-la au comptoir lors de votre prochain passage chez {shop}.",
    });
    const english = await automationDefaults("en");
    // Whatever the card's size: the program decides it, so the text names no size.
    expect(english.miss_you.body).toBe(
      "It's been a while! Punches on your card: {punches}. Come by {shop} and add the next one.",
    );
    expect((await automationDefaults("ar")).welcome.title).toBe("أهلاً بك في {shop} يا {name}!");
  });

  it("tell a default, in any language, from the owner's words", async () => {
    const german = await automationDefaults("de");
    expect(await isDefaultText("birthday", german.birthday)).toBe(true);
    expect(await isDefaultText("welcome", german.birthday)).toBe(false);
    const { title } = (await automationDefaults("en")).one_away;
    expect(await isDefaultText("one_away", { title, body: "See you soon at {shop}." })).toBe(false);
  });
});
