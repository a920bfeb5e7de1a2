import { route } from "@/lib/api/route";

// GET /api/auth/me — the signed-in user
export const GET = route({ role: "signed-in" }, async ({ user }) => ({ user }));
