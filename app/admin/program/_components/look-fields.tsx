"use client";

import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useState } from "react";
import { StampIcon } from "@/components/rewards/stamp-icon";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  AA_CONTRAST,
  CARD_PALETTE,
  contrastRatio,
  readsOnCard,
  STAMP_ICONS,
  type StampIcon as StampIconName,
} from "@/lib/program/look";
import { CARD_COLOR_UNREADABLE } from "@/lib/validation/program";

/** The swatches' names, for screen readers and the tooltip (CARD_PALETTE's order). */
const COLOR_NAMES: Record<(typeof CARD_PALETTE)[number], string> = {
  "#1f2937": "Charcoal",
  "#7c2d12": "Espresso",
  "#9a3412": "Terracotta",
  "#b91c1c": "Cherry",
  "#be185d": "Raspberry",
  "#6d28d9": "Plum",
  "#1d4ed8": "Blue",
  "#0f766e": "Teal",
  "#15803d": "Basil",
};

export const STAMP_LABELS: Record<StampIconName, string> = {
  cup: "Cup",
  croissant: "Croissant",
  cone: "Ice cream",
  scissors: "Scissors",
  paw: "Paw",
  star: "Star",
  heart: "Heart",
  leaf: "Leaf",
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const OPTION =
  "has-[:focus-visible]:ring-ring/50 relative flex cursor-pointer items-center justify-center rounded-lg border-2 has-[:focus-visible]:ring-[3px]";

/** One radio of a picker: the native input (keyboard and screen reader), drawn as a tile. */
function Choice({
  name,
  checked,
  onSelect,
  label,
  className,
  style,
  testId,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  className?: string;
  style?: React.CSSProperties;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={clsx(OPTION, checked ? "border-primary" : "border-transparent", className)}
      style={style}
      title={label}
      data-testid={testId}
      data-checked={checked || undefined}
    >
      <input
        type="radio"
        name={name}
        className="sr-only"
        checked={checked}
        onChange={onSelect}
        aria-label={label}
      />
      {children}
    </label>
  );
}

type ColorProps = {
  value: string | null;
  error?: string;
  onChange: (color: string | null) => void;
};

/**
 * The card's colour: the app's own look, a swatch of the palette, or any colour typed (or
 * picked) whose white text reads at WCAG AA, checked as the owner types.
 */
export function CardColorField({ value, error, onChange }: ColorProps) {
  const custom = value !== null && !(CARD_PALETTE as readonly string[]).includes(value);
  const [typed, setTyped] = useState(custom ? value : "");
  const complete = HEX.test(typed.trim());
  const ratio = complete ? contrastRatio(typed.trim().toLowerCase(), "#ffffff") : null;

  function pick(color: string | null) {
    setTyped("");
    onChange(color);
  }

  function type(text: string) {
    setTyped(text);
    onChange(text.trim() === "" ? null : text.trim());
  }

  return (
    <fieldset className="space-y-3" data-testid="program-colors">
      <legend className="text-sm leading-none font-medium">Card colour</legend>
      <p className="text-muted-foreground text-sm">
        The card carries white text: every swatch reads well on it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Choice
          name="card-color"
          checked={value === null}
          onSelect={() => pick(null)}
          label="The app's own look"
          className="bg-card h-11 px-3 text-sm"
          testId="program-color-none"
        >
          App&apos;s own
        </Choice>
        {CARD_PALETTE.map((color) => (
          <Choice
            key={color}
            name="card-color"
            checked={value === color}
            onSelect={() => pick(color)}
            label={COLOR_NAMES[color]}
            className="size-11"
            testId={`program-color-${color.slice(1)}`}
          >
            <span className="size-8 rounded-md" style={{ backgroundColor: color }} aria-hidden>
              {value === color && <Check className="m-auto mt-1.5 size-5 text-white" />}
            </span>
          </Choice>
        ))}
      </div>
      <Field
        id="program-cardColor"
        label="Or your own colour"
        error={error}
        description="A colour such as #1d4ed8."
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick your own colour"
              value={complete ? typed.trim().toLowerCase() : "#1d4ed8"}
              onChange={(e) => type(e.target.value)}
              className="h-11 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
              data-testid="program-color-picker"
            />
            <Input
              {...control}
              value={typed}
              onChange={(e) => type(e.target.value)}
              placeholder="#1d4ed8"
              autoComplete="off"
              spellCheck={false}
              className="w-36"
              data-testid="program-color-custom"
            />
          </div>
        )}
      </Field>
      {ratio !== null && !error && (
        <p
          className={clsx(
            "text-sm",
            readsOnCard(typed.trim()) ? "text-muted-foreground" : "text-destructive font-medium",
          )}
          data-testid="program-contrast"
        >
          {readsOnCard(typed.trim())
            ? `White text on it: contrast ${ratio.toFixed(1)}:1, easy to read (at least ${AA_CONTRAST}:1).`
            : `${CARD_COLOR_UNREADABLE}. Now ${ratio.toFixed(1)}:1.`}
        </p>
      )}
    </fieldset>
  );
}

/** The filled slots' stamp: today's tick or one of the eight icons, each named for screen readers. */
export function StampIconField({
  value,
  error,
  onChange,
}: {
  value: StampIconName | null;
  error?: string;
  onChange: (icon: StampIconName | null) => void;
}) {
  const options: { icon: StampIconName | null; label: string }[] = [
    { icon: null, label: "Tick" },
    ...STAMP_ICONS.map((icon) => ({ icon, label: STAMP_LABELS[icon] })),
  ];
  return (
    <fieldset
      className="space-y-3"
      id="program-stampIcon"
      aria-describedby={error ? "program-stampIcon-error" : undefined}
      data-testid="program-stamps"
    >
      <legend className="text-sm leading-none font-medium">Stamp icon</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {options.map(({ icon, label }) => (
          <Choice
            key={icon ?? "tick"}
            name="stamp-icon"
            checked={value === icon}
            onSelect={() => onChange(icon)}
            label={label}
            className="bg-card h-16 flex-col gap-1 px-1 text-xs"
            testId={`program-stamp-${icon ?? "tick"}`}
          >
            <StampIcon icon={icon} className="size-5" />
            <span aria-hidden>{label}</span>
          </Choice>
        ))}
      </div>
      {error && (
        <p id="program-stampIcon-error" className="text-destructive text-sm font-medium">
          {error}
        </p>
      )}
    </fieldset>
  );
}
