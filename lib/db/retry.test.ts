import { retryingRaces } from "./retry";

const pgError = (code: string) => Object.assign(new Error(code), { code });
// Drizzle wraps the driver's error in its own, with the original as `cause`.
const wrapped = (code: string) =>
  Object.assign(new Error("Failed query"), { cause: pgError(code) });

describe("retryingRaces", () => {
  const quiet = { waitMs: () => 0 };

  it("runs a deadlock's victim and a serialization failure again, with a log line each", async () => {
    const log = jest.fn();
    const failures = [wrapped("40P01"), pgError("40001")];
    const work = jest.fn(async () => {
      const next = failures.shift();
      if (next) throw next;
      return "done";
    });
    await expect(retryingRaces(work, { ...quiet, log })).resolves.toBe("done");
    expect(work).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      "[db] deadlock (40P01): running the transaction again, attempt 2 of 3",
      "[db] serialization failure (40001): running the transaction again, attempt 3 of 3",
    ]);
  });

  it("gives up after the last attempt and throws the error", async () => {
    const log = jest.fn();
    const work = jest.fn(async () => {
      throw wrapped("40P01");
    });
    await expect(retryingRaces(work, { ...quiet, log, attempts: 3 })).rejects.toThrow(
      "Failed query",
    );
    expect(work).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it("never runs anything else again: a unique violation, a refusal, a plain error", async () => {
    for (const error of [pgError("23505"), new Error("refused"), wrapped("23503")]) {
      const log = jest.fn();
      const work = jest.fn(async () => {
        throw error;
      });
      await expect(retryingRaces(work, { ...quiet, log })).rejects.toBe(error);
      expect(work).toHaveBeenCalledTimes(1);
      expect(log).not.toHaveBeenCalled();
    }
  });
});
