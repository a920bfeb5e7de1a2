import { redeemOverPg, verifyOverPg } from "../../scripts/bench/floor.mjs";
import { closeDb, createUser, sql } from "../support/api";
import { insertCode, insertProduct, insertToken, userState } from "../support/rewards";

afterAll(closeDb);

// The bench's floor (npm run bench) sends the app's reward statements straight over pg. Run
// against the real schema, it must do what the app does: punch once, refuse the token again,
// verify a code, and leave the ledger, the card and the day's count in agreement.
test("the floor redeems a token and verifies a code as the app does", async () => {
  const customer = await createUser();
  const user = { id: customer.id, username: customer.username };
  const tokenId = await insertToken();
  const code = await insertCode(await insertProduct());

  await redeemOverPg(sql(), { tokenId, user });
  await expect(redeemOverPg(sql(), { tokenId, user })).rejects.toThrow("invalid token");
  await verifyOverPg(sql(), { code, user });
  await expect(verifyOverPg(sql(), { code, user })).rejects.toThrow("unknown code");

  expect(await userState(customer.id)).toMatchObject({
    xp: 30,
    punches: 1,
    ledger: 2,
    ledgerXp: 30,
    ledgerPunches: 1,
  });
  const { rows: days } = await sql().query(
    "select punches, codes from earn_days where user_id = $1",
    [customer.id],
  );
  expect(days).toEqual([{ punches: 1, codes: 1 }]);
  const { rows: token } = await sql().query(
    "select used_by, used_at is not null as used from punch_tokens where id = $1",
    [tokenId],
  );
  expect(token).toEqual([{ used_by: customer.id, used: true }]);
});
