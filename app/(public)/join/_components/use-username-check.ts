"use client";

import { useEffect, useRef, useState } from "react";
import type { ApiError } from "@/lib/http/errors";
import type { UsernameCheck } from "@/lib/users/join-check";

export type Check = { state: "ok" | "checking" | "taken" | "idle"; message: string | null };

// A pause in typing, then one check: not a request per key.
const CHECK_AFTER_MS = 350;

/**
 * Whether the username typed is free, asked once per pause in typing. The suggestion it starts
 * with is free already. Only a holder of a valid token may ask: `tokenId` null (the token went
 * bad and the next one is not in yet) asks nothing. A refusal of the token itself is handed to
 * `onTokenRefused`, so the form can say so now rather than after the tap.
 */
export function useUsernameCheck({
  tokenId,
  username,
  suggestion,
  onTokenRefused,
}: {
  tokenId: string | null;
  username: string;
  suggestion: string;
  onTokenRefused: (error: ApiError) => void;
}): Check {
  const [check, setCheck] = useState<Check>({ state: "ok", message: null });
  const checked = useRef(suggestion);
  // The latest callback, without asking again each time the form renders.
  const refused = useRef(onTokenRefused);
  useEffect(() => {
    refused.current = onTokenRefused;
  });

  useEffect(() => {
    if (username === checked.current) return;
    const controller = new AbortController();
    setCheck({ state: "checking", message: null });
    const timer = setTimeout(async () => {
      if (!tokenId) return setCheck({ state: "idle", message: null });
      const query = new URLSearchParams({ tokenId, username });
      // The fetcher loads with the form's request module (the form loads it on first focus).
      const { api, ApiError } = await import("./join-request");
      try {
        const answer = await api<UsernameCheck>(`/join/check?${query}`, {
          signal: controller.signal,
        });
        checked.current = username;
        setCheck({ state: answer.available ? "ok" : "taken", message: answer.message });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && isTokenRefusal(error)) refused.current(error);
        setCheck({ state: "idle", message: null });
      }
    }, CHECK_AFTER_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [username, tokenId]);

  return check;
}

/** The token cannot be joined with: someone used it, it expired, or it never existed. */
export function isTokenRefusal(error: ApiError): boolean {
  return error.code === "token_used" || error.code === "gone" || error.code === "not_found";
}
