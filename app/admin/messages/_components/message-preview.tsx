"use client";

import { useShopIcon } from "./shop-icon";

/**
 * How a message looks on a customer's phone: the shop's icon (its logo, or the app's own
 * while it has none) and name, then its title and text as the notification and the inbox show
 * them (text, never HTML).
 */
export function MessagePreview({
  shopName,
  title,
  body,
  caption,
  testId,
}: {
  shopName: string;
  title: string;
  body: string;
  caption: string;
  testId?: string;
}) {
  const icon = useShopIcon();
  return (
    <figure className="bg-muted/60 rounded-xl border p-3" data-testid={testId}>
      <figcaption className="text-muted-foreground mb-2 text-xs font-medium">{caption}</figcaption>
      <div className="bg-card flex gap-3 rounded-lg p-3 shadow-sm">
        {/* eslint-disable-next-line @next/next/no-img-element -- the 192 px icon, as the notification shows it */}
        <img
          src={icon}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-md"
          data-testid={testId && `${testId}-icon`}
        />
        <div className="min-w-0 flex-1 space-y-0.5">
          <p className="text-muted-foreground truncate text-xs">{shopName}</p>
          <p className="font-semibold break-words" data-testid={testId && `${testId}-title`}>
            {title || "\u00a0"}
          </p>
          <p
            className="text-muted-foreground text-sm break-words whitespace-pre-wrap"
            data-testid={testId && `${testId}-body`}
          >
            {body}
          </p>
        </div>
      </div>
    </figure>
  );
}
