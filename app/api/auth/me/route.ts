import { route } from "@/lib/http/route";

// GET /api/auth/me — the signed-in user
export const GET = route({ role: "signed-in" }, async ({ user }) => ({ user }));
