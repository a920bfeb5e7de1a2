"use client";

import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/http/errors";
import { api, errorMessage } from "@/lib/http/fetcher";

export type Loaded<T> =
  | { status: "loading" }
  | { status: "failed"; message: string; notFound: boolean }
  | { status: "ready"; data: T };

/**
 * One GET of our API for a client screen: loading, then the answer or the failure (which
 * the screen shows with <LoadFailed>, SPEC §8's 'Failed to load …'). `reload` asks again and
 * keeps what is shown until the answer comes; `set` puts in an answer another call brought.
 */
export function useJson<T>(path: string, failed: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    api<T>(path, { signal: controller.signal }).then(
      (data) => setState({ status: "ready", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.code === "not_found";
        const message = errorMessage(error, failed);
        setState({ status: "failed", message, notFound });
      },
    );
    return () => controller.abort();
  }, [path, failed, attempt]);

  const reload = useCallback(() => {
    // A failure gives way to the skeleton at once; an answer on screen stays until the next.
    setState((current) => (current.status === "failed" ? { status: "loading" } : current));
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: "ready", data }), []);
  return { state, reload, set };
}
