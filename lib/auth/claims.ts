import { decode } from "next-auth/jwt";
import { env } from "@/lib/env";

export type Claims = { sub: string; role: "user" | "admin"; sv: number };

/** The session cookie's signed claims, without touching the database (redirects only). */
export async function readClaims(raw: string | undefined): Promise<Claims | null> {
  if (!raw) return null;
  const token = await decode({ token: raw, secret: env.AUTH_SECRET }).catch(() => null);
  if (!token?.sub || typeof token.sv !== "number") return null;
  return { sub: token.sub, role: token.role === "admin" ? "admin" : "user", sv: token.sv };
}
