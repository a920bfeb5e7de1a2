/**
 * @jest-environment node
 */
const notices: unknown[] = [];
jest.mock("@/lib/db/client", () => ({
  db: {
    execute: async (query: { queryChunks: unknown[] }) => {
      notices.push(query.queryChunks.filter((c) => typeof c === "string"));
    },
  },
}));

import { ApiError } from "@/lib/http/errors";
import { DAILY_LIMIT_REACHED } from "@/lib/rewards/messages";
import { COUNTER_LISTENERS } from "./listeners";
import { REFUSED_CHANNEL } from "./refusals";

const refused = COUNTER_LISTENERS.find((l) => l.name === "counter.token-refused")!;
const payloads = () => notices.map((n) => JSON.parse((n as string[])[1]!));
beforeEach(() => (notices.length = 0));

describe("the counter display hears of a refused scan", () => {
  it("with the reason and the masked name, after the refusal", async () => {
    expect(refused.mode).toBe("after");
    const error = new ApiError("rate_limited", DAILY_LIMIT_REACHED);
    await refused.run({ type: "token-refused", tokenId: "t1", username: "annabel", error });
    expect(notices[0]).toEqual([REFUSED_CHANNEL, expect.any(String)]);
    expect(payloads()[0]).toMatchObject({ tokenId: "t1", reason: "dailyMax" });
    expect(payloads()[0].maskedName).not.toContain("annabel");
  });

  it("of nothing that is no refusal to show", async () => {
    await refused.run({ type: "token-refused", tokenId: "t1", username: "a", error: new Error() });
    await refused.run({
      type: "token-refused",
      tokenId: "t1",
      username: "a",
      error: new ApiError("conflict", "x"),
    });
    expect(notices).toEqual([]);
  });
});
