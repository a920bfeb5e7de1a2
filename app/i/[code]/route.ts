import { NextResponse } from "next/server";
import {
  INVITE_COOKIE,
  INVITE_COOKIE_MAX_AGE,
  normalizeInviteCode,
} from "@/lib/referrals/invite-cookie";
import { isHttps } from "@/lib/auth/cookie";

type Segment = { params: Promise<{ code: string }> };

// GET /i/{code} — a friend's invitation link: remembered on this phone for 30 days (the join
// page sends it with the join), then the invitation page, which says who invites and what both get
export async function GET(req: Request, { params }: Segment) {
  const code = normalizeInviteCode((await params).code);
  // A relative Location: the page stays on whatever address the phone used (behind a proxy
  // the request's own URL may name the app server instead).
  const response = new NextResponse(null, { status: 303, headers: { Location: "/invite" } });
  if (code) {
    response.cookies.set(INVITE_COOKIE, code, {
      path: "/",
      maxAge: INVITE_COOKIE_MAX_AGE,
      sameSite: "lax",
      httpOnly: true,
      secure: isHttps(req),
    });
  }
  return response;
}
