import type * as JoinMarks from "../../lib/users/join-marks";
import { closeDb, sql } from "../support/api";

// The daily "join-marks-prune" job, run here by hand against the test database (the modules
// read DATABASE_URL and AUTH_SECRET from the runner's environment).
let marks: typeof JoinMarks;
beforeAll(async () => {
  marks = await import("../../lib/users/join-marks");
});
afterAll(async () => {
  await (await import("../../lib/db/client")).pool.end();
  await closeDb();
});

describe("the join marks' pruning", () => {
  it("removes the marks of joins past 180 days and keeps the younger ones", async () => {
    const tag = `prune-${Date.now()}`;
    await sql().query(
      `insert into join_marks (mark, joined_at)
       values ($1 || '-old', now() - interval '181 days'), ($1 || '-kept', now() - interval '179 days')`,
      [tag],
    );
    expect(await marks.pruneJoinMarks()).toBeGreaterThanOrEqual(1);
    const { rows } = await sql().query<{ mark: string }>(
      "select mark from join_marks where mark like $1 || '%' order by mark",
      [tag],
    );
    expect(rows.map((r) => r.mark)).toEqual([`${tag}-kept`]);
  });
});
