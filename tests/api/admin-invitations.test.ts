import { randomInt } from "node:crypto";
import {
  ADMIN,
  closeDb,
  createUser,
  signedIn,
  sql,
  type Client,
  type TestUser,
} from "../support/api";
import { textOf, textsOf } from "../support/html";

afterAll(closeDb);

// The owner's side of invitations, read through the pages that show it: the review queue's
// held bonuses, the dashboard's count, a customer's page and timeline, the analytics. The
// invitations are written straight into the database, as lib/referrals would have left them.

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const code = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

async function inviteCode(inviter: TestUser): Promise<string> {
  const { rows } = await sql().query<{ code: string }>(
    "insert into invite_codes (code, user_id) values ($1, $2) returning code",
    [code(), inviter.id],
  );
  return rows[0]!.code;
}

type Invitation = {
  status?: "joined" | "came_back" | "rewarded" | "held" | "dismissed";
  holdReason?: string | null;
  /** How long before now the friend joined, and came back (SQL intervals). */
  joinedAgo?: string;
  cameBackAgo?: string | null;
};

async function invited(
  inviter: TestUser,
  inviteWith: string,
  friend: TestUser,
  {
    status = "joined",
    holdReason = null,
    joinedAgo = "0 days",
    cameBackAgo = null,
  }: Invitation = {},
): Promise<string> {
  const { rows } = await sql().query<{ id: string }>(
    `insert into referrals (code, inviter_id, friend_id, created_at, join_day, join_ip, status,
                            hold_reason, came_back_at, rewarded_at, inviter_punches)
     values ($1, $2, $3, now() - $4::interval, to_char(now() - $4::interval, 'YYYY-MM-DD'),
             '10.0.0.1', $5::referral_status, $6::referral_hold, now() - $7::interval,
             case when $5::text = 'rewarded' then now() - $7::interval end,
             case when $5::text = 'rewarded' then 1 end)
     returning id`,
    [inviteWith, inviter.id, friend.id, joinedAgo, status, holdReason, cameBackAgo],
  );
  return rows[0]!.id;
}

const page = async (client: Client, path: string) => {
  const answer = await client.get<string>(path);
  expect(answer.status).toBe(200);
  // React marks a part it could not render on the server with a digest.
  expect(answer.body).not.toContain("data-dgst");
  return answer.body;
};

/** The text from the tag that carries `attribute`="value" to the end of its list item or row. */
function textAt(html: string, attribute: string, value: string, end: string): string | null {
  const start = html.indexOf(`${attribute}="${value}"`);
  if (start === -1) return null;
  const stop = html.indexOf(end, start);
  return textOf(html.slice(html.indexOf(">", start) + 1, stop === -1 ? undefined : stop));
}

describe("the owner's invitations", () => {
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(ADMIN);
  });

  it("lists a held bonus in the review queue with its reason in words, and counts its inviter on the dashboard", async () => {
    const [maria, theo] = await Promise.all([createUser(), createUser()]);
    const id = await invited(maria, await inviteCode(maria), theo, {
      status: "held",
      holdReason: "same_browser",
      cameBackAgo: "1 hour",
    });
    const review = await page(admin, "/admin/review");
    const entry = textAt(review, "data-referral-id", id, "</li>");
    expect(entry).toContain(`${maria.username} invited ${theo.username}`);
    expect(entry).toContain(
      "Joined from a browser the inviter signed in on, or where another account already joined",
    );
    expect(entry).toMatch(/Approving gives \S+ \d punch(es)?\./);

    // The dashboard counts customers waiting for a decision: flagged, or with a held bonus.
    // Other files flag customers meanwhile: read the count while the database's stays still.
    const waiting = async () =>
      (
        await sql().query<{ count: number }>(
          `select count(*)::int as count from (
             select f.user_id from review_flags f join users u on u.id = f.user_id
             where u.role = 'user' and f.dismissed_at is null
             union select inviter_id from referrals where status = 'held') w`,
        )
      ).rows[0]!.count;
    const readings: { before: number; shown: number; after: number }[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = await waiting();
      const shown = textsOf(await page(admin, "/admin/dashboard"), "review-count")[0] ?? "";
      readings.push({ before, shown: Number(shown.replace(/\D/g, "")), after: await waiting() });
      if (before === readings.at(-1)!.after) break;
    }
    const still = readings.find((r) => r.before === r.after);
    expect(still).toBeDefined();
    expect(still!.shown).toBe(still!.before);
  });

  it("shows on a customer's page who invited them, the friends they invited with each state, and the bonuses on the timeline", async () => {
    const [maria, theo, ines, sam] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const mariasCode = await inviteCode(maria);
    const theos = await invited(maria, mariasCode, theo, {
      status: "rewarded",
      joinedAgo: "3 days",
      cameBackAgo: "1 day",
    });
    await invited(maria, mariasCode, ines);
    await invited(maria, mariasCode, sam, {
      status: "held",
      holdReason: "monthly_max",
      joinedAgo: "2 days",
      cameBackAgo: "1 hour",
    });
    // Maria's bonus for Theo, on her card and in her ledger, naming the invitation.
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, referral_id)
       values ($1, 'referral_inviter', 1, $2)`,
      [maria.id, theos],
    );
    await sql().query("update punch_cards set punches = punches + 1 where user_id = $1", [
      maria.id,
    ]);

    const hers = await page(admin, `/admin/users/${maria.id}`);
    expect(textsOf(hers, "customer-invited-by")[0]).toContain("Joined without an invitation");
    expect(textsOf(hers, "customer-invited-count")).toEqual(["3 joined, 2 came back"]);
    expect(textsOf(hers, "customer-invited-friend")).toEqual([
      expect.stringMatching(new RegExp(`^${ines.username} .*Joined, not back yet$`)),
      expect.stringMatching(
        new RegExp(
          `^${sam.username} .*Past the monthly maximum of rewarded invitations Bonus held for review$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^${theo.username} .*Came back, bonus given$`)),
    ]);
    expect(textsOf(hers, "entry-reason")).toContain(`Invitation bonus: ${theo.username} came back`);

    const his = await page(admin, `/admin/users/${theo.id}`);
    expect(textsOf(his, "customer-invited-by")[0]).toBe(
      `Invited by ${maria.username} Came back, bonus given`,
    );
    expect(textsOf(his, "customer-invited")[0]).toContain(
      "No friend has joined with their invitation yet.",
    );
  });

  it("names who invited whom in the ledger for the owner only, not for staff", async () => {
    const [maria, theo] = await Promise.all([createUser(), createUser()]);
    const referral = await invited(maria, await inviteCode(maria), theo);
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, referral_id)
       values ($1, 'referral_friend', 1, $2)`,
      [theo.id, referral],
    );
    await sql().query("update punch_cards set punches = punches + 1 where user_id = $1", [theo.id]);
    type Ledger = { entries: { reason: string; referral: unknown }[] };
    const staff = await signedIn(await createUser({ role: "staff" }));
    const forOwner = await admin.get<Ledger>(`/api/users/${theo.id}/ledger`);
    const forStaff = await staff.get<Ledger>(`/api/users/${theo.id}/ledger`);
    expect(forOwner.body.entries).toEqual([
      expect.objectContaining({
        reason: "referral_friend",
        referral: { inviter: maria.username, friend: theo.username },
      }),
    ]);
    expect(forStaff.status).toBe(200);
    expect(forStaff.body.entries).toEqual([
      expect.objectContaining({ reason: "referral_friend", referral: null }),
    ]);
    expect(JSON.stringify(forStaff.body)).not.toContain(maria.username);
  });

  it("counts invitations per shop month and ranks the inviters in the analytics", async () => {
    const maria = await createUser();
    const friends = await Promise.all(Array.from({ length: 4 }, () => createUser()));
    const mariasCode = await inviteCode(maria);
    // Ten months ago: a month no other file writes invitations in.
    const ago = "300 days";
    const states: Invitation[] = [
      { status: "rewarded", cameBackAgo: "299 days" },
      { status: "rewarded", cameBackAgo: "298 days" },
      { status: "held", holdReason: "address_chain", cameBackAgo: "299 days" },
      { status: "joined" },
    ];
    for (const [i, friend] of friends.entries()) {
      await invited(maria, mariasCode, friend, { joinedAgo: ago, ...states[i] });
    }
    const { rows } = await sql().query<{ month: string }>(
      `select to_char((now() - interval '300 days') at time zone s.time_zone, 'YYYY-MM') as month
       from shop_settings s`,
    );
    const month =
      rows[0]?.month ?? new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 7);

    const analytics = await page(admin, "/admin/analytics");
    const row = textAt(analytics, "data-month", month, "</tr>");
    expect(row?.split(" ").slice(-3)).toEqual(["4", "3", "2"]);
    expect(textsOf(analytics, "top-inviter")).toContain(`${maria.username} 4 3`);
  });
});
