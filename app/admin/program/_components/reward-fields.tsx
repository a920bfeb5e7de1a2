"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { REWARD_NAME_MAX, REWARDS_MAX } from "@/lib/program/schema";
import { issueAt, type FormState, type Issue } from "./program-form-state";

type Props = {
  rewards: FormState["rewards"];
  cardSize: string;
  issues: Issue[];
  onChange: (index: number, part: "at" | "name", value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * One to three rewards, each named and at its punch; the last comes with the card's last
 * punch, so its place is the card's size and has no box of its own.
 */
export function RewardFields({ rewards, cardSize, issues, onChange, onAdd, onRemove }: Props) {
  const t = useTranslations("adminSettings.program.rewards");
  const last = rewards.length - 1;
  const listError = issueAt(issues, "rewards");
  // Each row's refusals, under its punch and its name.
  const rowErrors = rewards.map((_, i) => ({
    at: issueAt(issues, "rewards", i, "at"),
    name: issueAt(issues, "rewards", i, "name"),
  }));
  return (
    <fieldset className="space-y-3" data-testid="program-rewards">
      <legend className="text-sm leading-none font-medium">{t("title")}</legend>
      <p className="text-muted-foreground text-sm">{t("hint", { max: REWARDS_MAX })}</p>
      <ol className="space-y-3">
        {rewards.map((reward, i) => {
          const atError = rowErrors[i]!.at;
          return (
            <li
              key={i}
              className="bg-muted/40 grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-start gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
              data-testid="program-reward"
            >
              {i === last ? (
                <div className="space-y-2">
                  <p className="text-sm leading-none font-medium">{t("at")}</p>
                  <p className="flex h-11 items-center text-sm" data-testid="program-reward-end">
                    {t("end", { at: cardSize.trim() || "…" })}
                  </p>
                  {atError && (
                    <p
                      className="text-destructive text-sm font-medium"
                      data-testid={`program-reward-${i}-at-error`}
                    >
                      {atError}
                    </p>
                  )}
                </div>
              ) : (
                <Field
                  id={`program-reward-${i}-at`}
                  label={t("at")}
                  error={atError}
                  value={reward.at}
                  onValueChange={(value: string) => onChange(i, "at", value)}
                >
                  <Input
                    {...WHOLE_INPUT}
                    min={1}
                    className="w-20"
                    data-testid={`program-reward-${i}-at`}
                  />
                </Field>
              )}
              <Field
                id={`program-reward-${i}-name`}
                label={t("name")}
                error={rowErrors[i]!.name}
                value={reward.name}
                onValueChange={(value: string) => onChange(i, "name", value)}
                className="min-w-0"
              >
                <Input
                  placeholder={t("namePlaceholder")}
                  maxLength={REWARD_NAME_MAX}
                  autoComplete="off"
                  data-testid={`program-reward-${i}-name`}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                disabled={rewards.length === 1}
                onClick={() => onRemove(i)}
                aria-label={
                  reward.name.trim()
                    ? t("remove", { name: reward.name.trim() })
                    : t("removeNth", { n: i + 1 })
                }
                data-testid={`program-reward-${i}-remove`}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-destructive text-sm font-medium">{listError}</p>}
      {rewards.length < REWARDS_MAX && (
        <Button type="button" variant="outline" onClick={onAdd} data-testid="program-reward-add">
          <Plus aria-hidden /> {t("add")}
        </Button>
      )}
    </fieldset>
  );
}
