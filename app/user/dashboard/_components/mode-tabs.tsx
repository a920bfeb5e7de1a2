"use client";

import { useRef } from "react";
import { clsx } from "clsx";

type Mode<V extends string> = { value: V; label: string };
type Props<V extends string> = {
  modes: readonly Mode<V>[];
  value: V;
  onChange: (value: V) => void;
  idBase: string;
  label: string;
};

const tabId = (idBase: string, value: string) => `${idBase}-${value}-tab`;
const panelId = (idBase: string, value: string) => `${idBase}-${value}-panel`;

/** The panel a tab of ModeTabs controls; hidden (not removed) while another tab is chosen. */
export function ModePanel({
  idBase,
  value,
  open,
  children,
}: {
  idBase: string;
  value: string;
  open: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase, value)}
      aria-labelledby={tabId(idBase, value)}
      hidden={!open}
      className="pt-3"
    >
      {children}
    </div>
  );
}

/**
 * A small tab strip (WAI-ARIA tabs: arrow keys, Home and End move and select), styled like
 * components/ui/tabs. Written out instead of Radix Tabs because the dashboard is the screen
 * customers open most and this keeps several KB of JavaScript off its first load. Classes are
 * joined (clsx), not merged: none conflict, and tailwind-merge stays off that load too.
 */
export function ModeTabs<V extends string>({ modes, value, onChange, idBase, label }: Props<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>, index: number) {
    const last = modes.length - 1;
    const forward = index === last ? 0 : index + 1;
    const back = index === 0 ? last : index - 1;
    // The arrows go the reading way: in Arabic the next tab is on the left.
    const rtl = event.currentTarget.closest("[dir]")?.getAttribute("dir") === "rtl";
    const moves: Record<string, number> = {
      ArrowRight: rtl ? back : forward,
      ArrowLeft: rtl ? forward : back,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const mode = next === undefined ? undefined : modes[next];
    if (next === undefined || !mode) return;
    event.preventDefault();
    onChange(mode.value);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className="bg-muted text-muted-foreground grid w-full grid-cols-2 items-center rounded-lg p-1"
    >
      {modes.map((mode, index) => {
        const selected = mode.value === value;
        return (
          <button
            key={mode.value}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, mode.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase, mode.value)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? "active" : "inactive"}
            onClick={() => onChange(mode.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              "hover:text-foreground focus-visible:ring-ring/50 inline-flex min-h-11 items-center justify-center rounded-md border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] outline-none focus-visible:ring-[3px] sm:min-h-9",
              selected && "bg-card text-foreground shadow-sm",
            )}
          >
            {mode.label}
          </button>
        );
      })}
    </div>
  );
}
