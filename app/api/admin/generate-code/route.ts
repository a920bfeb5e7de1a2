import { created, route } from "@/lib/api/route";
import { createCodes } from "@/lib/rewards/issue";
import { generateCodesSchema } from "@/lib/rewards/schema";

// POST /api/admin/generate-code — verification codes for a product; answers the first and all (staff and admins)
export const POST = route(
  { role: "staff", input: generateCodesSchema },
  async ({ input, user }) => {
    const codes = await createCodes({ ...input, actor: user });
    return created({ ...codes[0], codes });
  },
);
