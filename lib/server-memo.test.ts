/** @jest-environment node */
import { serverMemo } from "./server-memo";

let name = 0;
const fresh = () => `test-${++name}`;

beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] }));
afterEach(() => jest.useRealTimers());

it("answers from memory while fresh and loads again once stale", async () => {
  const load = jest.fn().mockResolvedValueOnce("first").mockResolvedValueOnce("second");
  const memo = serverMemo(fresh(), 2_000, load);
  expect(await memo.get()).toBe("first");
  jest.advanceTimersByTime(1_999);
  expect(await memo.get()).toBe("first");
  jest.advanceTimersByTime(1);
  expect(await memo.get()).toBe("second");
  expect(load).toHaveBeenCalledTimes(2);
});

it("loads at once after forget(), and a load begun before it does not keep its older answer", async () => {
  let release: (value: string) => void = () => {};
  const load = jest
    .fn<Promise<string>, []>()
    .mockImplementationOnce(() => new Promise((r) => (release = r)))
    .mockResolvedValueOnce("saved")
    .mockResolvedValueOnce("saved again");
  const memo = serverMemo(fresh(), 2_000, load);
  const early = memo.get();
  memo.forget();
  release("before the save");
  expect(await early).toBe("before the save");
  expect(await memo.get()).toBe("saved");
  memo.forget();
  expect(await memo.get()).toBe("saved again");
});

it("is one memory for every copy of the module, and one per name", async () => {
  const key = fresh();
  const memo = serverMemo(key, 2_000, async () => "news");
  await memo.get();
  let copy: typeof serverMemo | undefined;
  jest.isolateModules(() => {
    copy = (jest.requireActual("./server-memo") as { serverMemo: typeof serverMemo }).serverMemo;
  });
  expect(copy).not.toBe(serverMemo);
  const never = jest.fn(async () => "loaded again");
  expect(await copy!(key, 2_000, never).get()).toBe("news");
  expect(never).not.toHaveBeenCalled();
  // A save through the other copy clears this one too.
  copy!(key, 2_000, never).forget();
  expect(await memo.get()).toBe("news");
  expect(await serverMemo(fresh(), 2_000, async () => "other").get()).toBe("other");
});
