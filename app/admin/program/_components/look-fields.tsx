"use client";

import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
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
import { CARD_COLOR_UNREADABLE } from "@/lib/program/schema";

/** The swatches' names in the catalogue (look.colors), for screen readers and the tooltip. */
const COLOR_NAMES = {
  "#1f2937": "charcoal",
  "#7c2d12": "espresso",
  "#9a3412": "terracotta",
  "#b91c1c": "cherry",
  "#be185d": "raspberry",
  "#6d28d9": "plum",
  "#1d4ed8": "blue",
  "#0f766e": "teal",
  "#15803d": "basil",
} as const satisfies Record<(typeof CARD_PALETTE)[number], string>;

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
  const t = useTranslations("adminSettings.program.look");
  const text = useText();
  const format = useFormatter();
  const custom = value !== null && !(CARD_PALETTE as readonly string[]).includes(value);
  const [typed, setTyped] = useState(custom ? value : "");
  const complete = HEX.test(typed.trim());
  const ratio = complete ? contrastRatio(typed.trim().toLowerCase(), "#ffffff") : null;

  // A ratio as "4.5", with the reader's decimal sign.
  const contrast = (n: number) =>
    format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
      <legend className="text-sm leading-none font-medium">{t("color")}</legend>
      <p className="text-muted-foreground text-sm">{t("colorHint")}</p>
      <div className="flex flex-wrap gap-2">
        <Choice
          name="card-color"
          checked={value === null}
          onSelect={() => pick(null)}
          label={t("appLook")}
          className="bg-card h-11 px-3 text-sm"
          testId="program-color-none"
        >
          {t("appLookShort")}
        </Choice>
        {CARD_PALETTE.map((color) => (
          <Choice
            key={color}
            name="card-color"
            checked={value === color}
            onSelect={() => pick(color)}
            label={t(`colors.${COLOR_NAMES[color]}`)}
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
        label={t("ownColor")}
        error={error}
        description={t("ownColorHint")}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t("pickColor")}
              value={complete ? typed.trim().toLowerCase() : "#1d4ed8"}
              onChange={(e) => type(e.target.value)}
              className="h-11 w-12 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
              data-testid="program-color-picker"
            />
            <Input
              {...control}
              value={typed}
              onChange={(e) => type(e.target.value)}
              placeholder={t("colorPlaceholder")}
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
            ? t("contrastGood", { ratio: contrast(ratio), least: contrast(AA_CONTRAST) })
            : t("contrastPoor", { refusal: text(CARD_COLOR_UNREADABLE), ratio: contrast(ratio) })}
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
  const t = useTranslations("adminSettings.program.look");
  const options: { icon: StampIconName | null; label: string }[] = [
    { icon: null, label: t("stamps.tick") },
    ...STAMP_ICONS.map((icon) => ({ icon, label: t(`stamps.${icon}`) })),
  ];
  return (
    <fieldset
      className="space-y-3"
      id="program-stampIcon"
      aria-describedby={error ? "program-stampIcon-error" : undefined}
      data-testid="program-stamps"
    >
      <legend className="text-sm leading-none font-medium">{t("stamp")}</legend>
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
