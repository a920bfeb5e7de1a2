import { nameWord, rewardWord, rewardWords } from "./reward-word";

describe("the {reward} of the shop's messages", () => {
  it("is the card's last reward, as 'a free …' reads it", () => {
    expect(
      rewardWord([
        { at: 5, name: "Free cookie" },
        { at: 10, name: "Free coffee" },
      ]),
    ).toBe("coffee");
    expect(rewardWord([{ at: 10, name: "Free product" }])).toBe("product");
    expect(rewardWord([{ at: 8, name: "Loaf of the day" }])).toBe("Loaf of the day");
  });

  it("is the catalogue's word for the program's untouched default, an owner's name as written", () => {
    expect(rewardWord([{ at: 10, name: "Free product" }], "producto")).toBe("producto");
    expect(rewardWord([{ at: 10, name: "Free coffee" }], "producto")).toBe("coffee");
    expect(rewardWord([{ at: 10, name: "Café gratis" }], "producto")).toBe("Café gratis");
  });
});

describe("one reward's {reward} word", () => {
  it("reads each reward as 'a free …' does, the untouched default in the message's language", () => {
    expect(nameWord(" Free cookie ")).toBe("cookie");
    expect(nameWord("Free product", "producto")).toBe("producto");
    expect(nameWord("Loaf of the day")).toBe("Loaf of the day");
    expect(
      rewardWords([
        { at: 5, name: "Free cookie" },
        { at: 10, name: "free Coffee" },
      ]),
    ).toEqual([
      { at: 5, word: "cookie" },
      { at: 10, word: "Coffee" },
    ]);
  });
});
