import { route } from "@/lib/api/route";
import { setupChangeSchema } from "@/lib/setup/schema";
import { readSetup, setCounterByOwner, setSetupDismissed } from "@/lib/setup/steps";

// GET /api/setup — the setup guide's steps in order, each {key, done}, read from the shop's
// state, with whether every one is done and whether the guide was put away (admin): Setup
export const GET = route({ role: "admin" }, async ({ user }) => readSetup(user.id));

// PUT /api/setup — {dismissed?, counterByOwner?}: puts the guide away or back, or says the
// owner runs the counter themselves (admin): Setup
export const PUT = route({ role: "admin", input: setupChangeSchema }, async ({ input, user }) => {
  if (input.dismissed !== undefined) await setSetupDismissed(input.dismissed);
  if (input.counterByOwner !== undefined) await setCounterByOwner(input.counterByOwner);
  return readSetup(user.id);
});
