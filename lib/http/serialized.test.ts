import type { Serialized } from "./serialized";

type Customer = {
  id: string;
  level: number;
  createdAt: Date;
  blockedAt: Date | null;
  visits: Date[];
  card: { punches: number; lastPunchAt: Date | null };
};

const customer: Customer = {
  id: "c1",
  level: 3,
  createdAt: new Date("2026-03-01T10:00:00.000Z"),
  blockedAt: null,
  visits: [new Date("2026-03-02T09:30:00.000Z")],
  card: { punches: 4, lastPunchAt: new Date("2026-03-02T09:30:00.000Z") },
};

test("it is what JSON makes of the value: dates as ISO strings at any depth, the rest as it was", () => {
  const wire: Serialized<Customer> = JSON.parse(JSON.stringify(customer));
  expect(wire).toEqual({
    id: "c1",
    level: 3,
    createdAt: "2026-03-01T10:00:00.000Z",
    blockedAt: null,
    visits: ["2026-03-02T09:30:00.000Z"],
    card: { punches: 4, lastPunchAt: "2026-03-02T09:30:00.000Z" },
  });
  // The type says the same (npm run typecheck): strings where the server had dates…
  const createdAt: string = wire.createdAt;
  const firstVisit: string | undefined = wire.visits[0];
  const lastPunchAt: string | null = wire.card.lastPunchAt;
  expect([createdAt, firstVisit, lastPunchAt]).toEqual([
    "2026-03-01T10:00:00.000Z",
    "2026-03-02T09:30:00.000Z",
    "2026-03-02T09:30:00.000Z",
  ]);
  // …and never a Date, nor a missing null.
  // @ts-expect-error a date arrives as a string
  const asDate: Date = wire.createdAt;
  // @ts-expect-error null stays possible where the server's value may be null
  const neverNull: string = wire.blockedAt;
  expect([asDate, neverNull]).toEqual(["2026-03-01T10:00:00.000Z", null]);
});
