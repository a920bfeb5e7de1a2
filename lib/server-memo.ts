import "server-only";

// One value every request of this app server may share for a moment (the shop's settings, the
// latest news), kept on globalThis: Next bundles the API routes and the pages with their own
// copies of each module, and a save through the API must clear the copy the pages read too.
// Only for values that are the same for every viewer: nothing here knows who is asking.
type Slot<T> = { cached: { value: T; at: number } | null; generation: number };
const slots = ((
  globalThis as unknown as { punchcardMemo?: Map<string, Slot<unknown>> }
).punchcardMemo ??= new Map());

export type ServerMemo<T> = {
  /** The value, at most `freshMs` old. */
  get(): Promise<T>;
  /** After this server saved a change, its own next read loads it again. */
  forget(): void;
};

/**
 * `load` runs when the value is missing or older than `freshMs`. `generation` is bumped by
 * every forget(), so a load that began before a save does not keep its older answer.
 */
export function serverMemo<T>(
  name: string,
  freshMs: number,
  load: () => Promise<T>,
): ServerMemo<T> {
  let slot = slots.get(name) as Slot<T> | undefined;
  if (!slot) slots.set(name, (slot = { cached: null, generation: 0 }));
  const memo = slot;
  return {
    async get() {
      if (memo.cached && Date.now() - memo.cached.at < freshMs) return memo.cached.value;
      const started = memo.generation;
      const value = await load();
      if (started === memo.generation) memo.cached = { value, at: Date.now() };
      return value;
    },
    forget() {
      memo.generation += 1;
      memo.cached = null;
    },
  };
}
