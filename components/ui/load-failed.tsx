"use client";

import { RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { useCommonWords } from "@/components/layout/common-words";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { EmptyState } from "./empty-state";

/**
 * What a screen shows in place of a list it could not load: SPEC §8's 'Error' toast with its
 * sentence, the same sentence inline, and a way to try again: the server's render again, or
 * `onRetry` for a screen that loads its data in the browser.
 */
export function LoadFailed({
  message,
  icon,
  onRetry,
}: {
  message: string;
  icon?: React.ReactNode;
  onRetry?: () => void;
}) {
  const words = useCommonWords();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    notify.error(words.error, message);
  }, [message, words.error]);

  return (
    <EmptyState icon={icon} title={message} role="alert" data-testid="load-failed">
      <Button
        variant="outline"
        className="mt-2"
        disabled={pending}
        onClick={() => (onRetry ? onRetry() : startTransition(() => router.refresh()))}
      >
        <RotateCw className={pending ? "animate-spin" : undefined} />
        {words.tryAgain}
      </Button>
    </EmptyState>
  );
}
