"use client";

import { BellOff, BellRing, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { LaterIntlProvider } from "@/components/layout/later-intl-provider";
import { IosSafariSteps } from "@/components/pwa/install-steps";
import { dismissedRecently, isIosSafari } from "@/components/pwa/install-detect";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { errorMessage } from "@/lib/http/fetcher";
import { ERROR_TITLE } from "@/lib/ui/messages";
import {
  ASK_BLOCKED_DETAIL,
  ASK_BLOCKED_TITLE,
  ASK_BUTTON,
  ASK_DETAIL,
  ASK_IOS_DETAIL,
  ASK_IOS_TITLE,
  ASK_LATER,
  ASK_TITLE,
  NOTIFICATIONS_NOT_ALLOWED,
  NOTIFICATIONS_NOT_ALLOWED_DETAIL,
  NOTIFICATIONS_ON,
  NOTIFICATIONS_ON_DETAIL,
  TURN_ON_FAILED,
} from "@/lib/messaging/inbox-messages";
import type { AskState } from "./push-ask-state";
import { currentAskState, turnOnNotifications } from "./push-client";

const DISMISS_KEY = "punchcard.push-ask-dismissed-at";

function dismissedLately(): boolean {
  try {
    return dismissedRecently(localStorage.getItem(DISMISS_KEY), Date.now());
  } catch {
    return false;
  }
}

/**
 * The ask for notifications. The browser's own prompt comes only from the tap on its button,
 * never on a page load. `where`: on the inbox (reached from the bell) every state shows,
 * including the steps to add the app to the Home Screen on iPhone and iPad and a blocked
 * browser's way out; on the dashboard, after the first punch, only the plain ask, which
 * "Not now" puts away for two weeks (the install offer beside it covers iPhone).
 */
export function PushAsk({ where }: { where: "inbox" | "dashboard" }) {
  const text = useText();
  const [state, setState] = useState<AskState | "loading">("loading");
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    void currentAskState()
      .catch(() => null)
      .then((s) => {
        if (live) setState(s);
      });
    return () => {
      live = false;
    };
  }, []);

  if (state === "loading" || state === null) return null;
  if (where === "dashboard" && (state !== "ask" || dismissedLately())) return null;

  async function turnOn() {
    setPending(true);
    try {
      const result = await turnOnNotifications();
      if (result === "on") {
        notify.success(text(NOTIFICATIONS_ON), text(NOTIFICATIONS_ON_DETAIL));
        setState(null);
      } else {
        notify.info(text(NOTIFICATIONS_NOT_ALLOWED), text(NOTIFICATIONS_NOT_ALLOWED_DETAIL));
        setState(Notification.permission === "denied" ? "blocked" : "ask");
      }
    } catch (error) {
      notify.error(text(ERROR_TITLE), text(errorMessage(error, TURN_ON_FAILED)));
    } finally {
      setPending(false);
    }
  }

  function later() {
    try {
      localStorage.setItem(DISMISS_KEY, String(Date.now()));
    } catch {
      // storage blocked: asked again next time
    }
    setState(null);
  }

  if (state === "ios-install") {
    return (
      <section
        className="bg-card space-y-4 rounded-xl border p-4 shadow-sm"
        aria-labelledby="push-ask-title"
        data-testid="push-ask"
        data-state={state}
      >
        <AskHeading title={text(ASK_IOS_TITLE)} detail={text(ASK_IOS_DETAIL)} />
        <IosSafariSteps
          inOtherBrowser={!isIosSafari(navigator.userAgent, navigator.maxTouchPoints)}
        />
      </section>
    );
  }

  if (state === "blocked") {
    return (
      <section
        className="bg-card rounded-xl border p-4 shadow-sm"
        aria-labelledby="push-ask-title"
        data-testid="push-ask"
        data-state={state}
      >
        <AskHeading title={text(ASK_BLOCKED_TITLE)} detail={text(ASK_BLOCKED_DETAIL)} blocked />
      </section>
    );
  }

  return (
    <section
      className="bg-card rounded-xl border p-4 shadow-sm"
      aria-labelledby="push-ask-title"
      data-testid="push-ask"
      data-state={state}
    >
      <div className="flex items-start gap-3">
        <AskHeading title={text(ASK_TITLE)} detail={text(ASK_DETAIL)} />
        {where === "dashboard" && (
          <Button
            variant="ghost"
            size="icon"
            className="-me-2 -mt-2"
            aria-label={text(ASK_LATER)}
            onClick={later}
            data-testid="push-ask-later"
          >
            <X aria-hidden className="size-5" />
          </Button>
        )}
      </div>
      <SubmitButton
        type="button"
        className="mt-3 w-full sm:ms-14 sm:w-auto"
        pending={pending}
        icon={<BellRing aria-hidden />}
        onClick={() => void turnOn()}
        data-testid="push-ask-turn-on"
      >
        {text(ASK_BUTTON)}
      </SubmitButton>
    </section>
  );
}

/**
 * The ask where the dashboard loads it once idle, with no IntlProvider above: in the root
 * layout's catalogue (its `errors` holds the ask's words).
 */
export function LaterPushAsk(props: { where: "inbox" | "dashboard" }) {
  return (
    <LaterIntlProvider>
      <PushAsk {...props} />
    </LaterIntlProvider>
  );
}

function AskHeading({
  title,
  detail,
  blocked = false,
}: {
  title: string;
  detail: string;
  blocked?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <span className="bg-primary/10 text-primary flex size-11 shrink-0 items-center justify-center rounded-xl">
        {blocked ? (
          <BellOff className="size-5" aria-hidden />
        ) : (
          <BellRing className="size-5" aria-hidden />
        )}
      </span>
      <div className="min-w-0 pt-0.5">
        <h2 id="push-ask-title" className="leading-tight font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{detail}</p>
      </div>
    </div>
  );
}
