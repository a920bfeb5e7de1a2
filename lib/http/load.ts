import "server-only";
import { unstable_rethrow } from "next/navigation";

/**
 * For a screen rendered on the server: a list it could not load is logged and answered as
 * null, so the page shows <LoadFailed> (SPEC §8's 'Failed to load …' toast and a retry)
 * instead of falling through to the error page. Next's own signals (redirect, not found,
 * dynamic rendering) pass through untouched.
 */
export async function loadOrNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    unstable_rethrow(error);
    console.error("[screen] could not load:", error);
    return null;
  }
}
