"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { REWARD_NAME_MAX, REWARDS_MAX } from "@/lib/validation/program";
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
  const last = rewards.length - 1;
  const listError = issueAt(issues, "rewards");
  return (
    <fieldset className="space-y-3" data-testid="program-rewards">
      <legend className="text-sm leading-none font-medium">Rewards on the card</legend>
      <p className="text-muted-foreground text-sm">
        Up to {REWARDS_MAX}, each at its punch. The last comes with the card&apos;s last punch.
      </p>
      <ol className="space-y-3">
        {rewards.map((reward, i) => {
          const atError = issueAt(issues, "rewards", i, "at");
          return (
            <li
              key={i}
              className="bg-muted/40 grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-start gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
              data-testid="program-reward"
            >
              {i === last ? (
                <div className="space-y-2">
                  <p className="text-sm leading-none font-medium">At punch</p>
                  <p className="flex h-11 items-center text-sm" data-testid="program-reward-end">
                    {cardSize.trim() || "…"} (the end)
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
                  label="At punch"
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
                label="Reward"
                error={issueAt(issues, "rewards", i, "name")}
                value={reward.name}
                onValueChange={(value: string) => onChange(i, "name", value)}
                className="min-w-0"
              >
                <Input
                  placeholder="Free coffee"
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
                aria-label={`Remove ${reward.name.trim() || `reward ${i + 1}`}`}
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
          <Plus aria-hidden /> Add a reward
        </Button>
      )}
    </fieldset>
  );
}
