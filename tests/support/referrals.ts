import { Client, createUser, signedIn, sql, uniqueName, type TestUser } from "./api";
import { insertToken } from "./rewards";

// Friends bring friends, arranged for the API tests: the program's switch and bonuses straight
// in the database (the program screen is the owner's way), an inviter with their code, friends
// joining through it, and a friend's join moved to an earlier shop day.

export type ReferralRules = { on: boolean; friend: number; inviter: number; monthlyMax: number };

/** The shop's invitation rules; the rest of the program stays as it is. */
export async function setReferralRules(set: Partial<ReferralRules> = {}) {
  const r = { on: true, friend: 1, inviter: 1, monthlyMax: 5, ...set };
  await sql().query("insert into shop_program default values on conflict do nothing");
  await sql().query(
    `update shop_program set referrals_on = $1, referral_friend_punches = $2,
       referral_inviter_punches = $3, referral_monthly_max = $4`,
    [r.on, r.friend, r.inviter, r.monthlyMax],
  );
}

export type Inviter = TestUser & { client: Client; code: string };

/** A signed-in customer who has read their invitation (which makes its code). */
export async function inviter(): Promise<Inviter> {
  const user = await createUser();
  const client = await signedIn(user);
  const answer = await client.get<{ code: string }>("/api/me/invitation");
  if (answer.status !== 200) throw new Error(`invitation: ${answer.status}`);
  return { ...user, client, code: answer.body.code };
}

export type Joined = {
  user: { id: string; username: string };
  redemption: { punches: number; waiting: number };
};

/** A visitor joins with a fresh shop token and `invite`; answers the POST and its client. */
export async function joinWith(
  invite: string | undefined,
  { client = new Client(), body = {} }: { client?: Client; body?: Record<string, unknown> } = {},
) {
  const answer = await client.post<Joined>("/api/join", {
    tokenId: await insertToken(),
    username: uniqueName("friend"),
    password: "secret-pass",
    ...(invite !== undefined && { invite }),
    ...body,
  });
  return { answer, client };
}

/** The friend's join, moved to an earlier shop day: their next punch is on a later one. */
export async function joinedEarlier(friendId: string) {
  await sql().query("update referrals set join_day = '2000-01-01' where friend_id = $1", [
    friendId,
  ]);
}

/** A punch with a fresh shop token, as the signed-in customer. */
export async function punch(client: Client) {
  const answer = await client.post("/api/token/use", { tokenId: await insertToken() });
  if (answer.status !== 200)
    throw new Error(`punch: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export type ReferralRow = {
  id: string;
  status: string;
  hold_reason: string | null;
  friend_punches: number;
  inviter_punches: number | null;
  came_back: boolean;
};

export async function referralOf(friendId: string): Promise<ReferralRow> {
  const { rows } = await sql().query<ReferralRow>(
    `select id, status, hold_reason, friend_punches, inviter_punches,
       came_back_at is not null as came_back
     from referrals where friend_id = $1`,
    [friendId],
  );
  return rows[0]!;
}

/** A customer's ledger entries of an invitation: reason, punches, the invitation's id. */
export async function bonusEntries(userId: string) {
  const { rows } = await sql().query<{ reason: string; punch_delta: number; referral_id: string }>(
    `select reason::text, punch_delta, referral_id from reward_ledger
     where user_id = $1 and referral_id is not null order by id`,
    [userId],
  );
  return rows;
}

export async function punchesOf(userId: string): Promise<number> {
  const { rows } = await sql().query<{ punches: number }>(
    "select punches from punch_cards where user_id = $1",
    [userId],
  );
  return rows[0]!.punches;
}

export async function inboxOf(userId: string, kind: string) {
  const { rows } = await sql().query<{ title: string; body: string }>(
    "select title, body from inbox_messages where user_id = $1 and kind = $2 order by id",
    [userId, kind],
  );
  return rows;
}
