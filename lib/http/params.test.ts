import { checkedId, idParam } from "./params";

const ID = "2765a452-9521-42d7-a7de-5761ba7640b3";

describe("ids in the address", () => {
  it("lowers an id to the form the database writes, so 'is this yourself' sees it", () => {
    expect(idParam().parse(ID.toUpperCase())).toBe(ID);
    expect(checkedId(ID.toUpperCase())).toBe(ID);
  });

  it("refuses anything that is not an 8-4-4-4-12 hex id, with the screen's 404 sentence", () => {
    expect(checkedId("not-an-id")).toBeNull();
    expect(checkedId(`${ID}0`)).toBeNull();
    const refused = idParam("Product not found").safeParse("1 or 1=1");
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe("Product not found");
  });
});
