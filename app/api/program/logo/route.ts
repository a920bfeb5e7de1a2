import { created, route } from "@/lib/api/route";
import { readLogoFile, removeLogo, setLogo } from "@/lib/program/logo";

// POST /api/program/logo — the shop's logo (multipart field 'image', an image of 2 MB at most); makes the app icons; answers the program (admin)
export const POST = route({ role: "admin" }, async ({ req, user }) =>
  created(await setLogo({ bytes: await readLogoFile(req), adminId: user.id })),
);

// DELETE /api/program/logo — no logo: the app's own icons come back; answers the program (admin)
export const DELETE = route({ role: "admin" }, async ({ user }) =>
  removeLogo({ adminId: user.id }),
);
