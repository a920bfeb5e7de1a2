"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { FormSection as Section } from "@/components/admin/form-section";
import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { ShopProgram } from "@/lib/program/read";
import type { SavedProgram } from "@/lib/program/save";
import { CARD_SIZE_MAX, CARD_SIZE_MIN, TERMS_MAX, type Program } from "@/lib/program/schema";
import { EarningFields } from "./earning-fields";
import { LogoField } from "./logo-field";
import { CardColorField, StampIconField } from "./look-fields";
import {
  addReward,
  checkProgram,
  fieldId,
  issueAt,
  readIssues,
  removeReward,
  toState,
  withoutIssues,
  type FormState,
  type Issue,
} from "./program-form-state";
import { ProgramPreview } from "./program-preview";
import { ReferralFields } from "./referral-fields";
import { RewardFields } from "./reward-fields";

type NumberField = "cardSize" | "welcomePunches" | "maxTokenPunches";

/**
 * /admin/program: the whole program, checked with the handler's own schema before it is sent;
 * each refusal shows under its field (a reward's under its row). The preview draws the card
 * from what the boxes hold as the owner types. After a save, the screen says how many cards in
 * progress keep the program they started with.
 */
export function ProgramForm({
  initial,
  shopName,
  maxPunchesPerDay = null,
}: {
  initial: ShopProgram;
  shopName: string;
  /** The settings' daily maximum of punches (null: none): a token must fit in a day. */
  maxPunchesPerDay?: number | null;
}) {
  const t = useTranslations("adminSettings.program");
  const text = useText();
  // The schema's and the server's messages, in the reader's words.
  const translated = (found: Issue[]) => found.map((i) => ({ ...i, message: text(i.message) }));
  const [state, setState] = useState<FormState>(() => toState(initial));
  const [logoId, setLogoId] = useState(initial.logoId);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [staying, setStaying] = useState<number | null>(null);
  const { pending, submit } = useSubmit<Program, Program, SavedProgram>({
    action: async (body) => {
      try {
        return await api<SavedProgram>("/program", { method: "PUT", body });
      } catch (error) {
        if (error instanceof ApiError) setIssues(translated(readIssues(error.issues)));
        throw error;
      }
    },
    onSuccess: (saved) => {
      setState(toState(saved));
      setIssues([]);
      setStaying(saved.cardsStaying);
      notify.success(t("saved"), t("cardsStaying", { count: saved.cardsStaying }));
    },
    fallback: t("saveFailed"),
  });

  /** `path`: whose message goes, now that it has been edited. */
  function change(next: Partial<FormState>, ...path: (string | number)[]) {
    setState((current) => ({ ...current, ...next }));
    setIssues((current) => withoutIssues(current, ...path));
    setStaying(null);
  }

  const number = (name: NumberField) => ({
    value: state[name],
    onValueChange: (value: string) => change({ [name]: value }, name),
    error: issueAt(issues, name),
  });

  function changeReward(index: number, part: "at" | "name", value: string) {
    const rewards = state.rewards.map((r, i) => (i === index ? { ...r, [part]: value } : r));
    change({ rewards }, "rewards", index, part);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkProgram(state, maxPunchesPerDay);
    if ("issues" in checked) {
      const found = translated(checked.issues);
      setIssues(found);
      notify.error(t("error"), found[0]?.message);
      if (found[0]) document.getElementById(fieldId(found[0].path, state.rewards.length))?.focus();
      return;
    }
    void submit(checked.data);
  }

  const numbers = {
    cardSize: number("cardSize"),
    welcomePunches: number("welcomePunches"),
    maxTokenPunches: number("maxTokenPunches"),
  };
  const logoUrl = logoId ? `/uploads/${logoId}` : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <ProgramPreview
        state={state}
        logoUrl={logoUrl}
        shopName={shopName}
        fallbackSize={initial.cardSize}
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="min-w-0 space-y-6 lg:order-first"
        data-testid="program-form"
      >
        <Section title={t("card.title")} description={t("card.description")}>
          <Field
            id="program-cardSize"
            label={t("card.size")}
            description={t("card.sizeHint", { min: CARD_SIZE_MIN, max: CARD_SIZE_MAX })}
            {...numbers.cardSize}
          >
            <Input
              {...WHOLE_INPUT}
              min={CARD_SIZE_MIN}
              max={CARD_SIZE_MAX}
              className="w-24"
              data-testid="program-cardSize"
            />
          </Field>
          <RewardFields
            rewards={state.rewards}
            cardSize={state.cardSize}
            issues={issues}
            onChange={changeReward}
            onAdd={() => change(addReward(state), "rewards")}
            onRemove={(index) => change(removeReward(state, index), "rewards")}
          />
        </Section>

        <EarningFields
          welcomePunches={numbers.welcomePunches}
          maxTokenPunches={numbers.maxTokenPunches}
        />

        <ReferralFields
          state={state}
          issues={issues}
          onSwitch={(referralsOn) => change({ referralsOn }, "referralsOn")}
          onNumber={(name, value) => change({ [name]: value }, name)}
        />

        <Section title={t("look.title")} description={t("look.description")}>
          <CardColorField
            value={state.cardColor}
            error={issueAt(issues, "cardColor")}
            onChange={(cardColor) => change({ cardColor }, "cardColor")}
          />
          <StampIconField
            value={state.stampIcon}
            error={issueAt(issues, "stampIcon")}
            onChange={(stampIcon) => change({ stampIcon }, "stampIcon")}
          />
          <LogoField
            logoUrl={logoUrl}
            shopName={shopName}
            onChange={(program) => setLogoId(program.logoId)}
          />
        </Section>

        <Section title={t("terms.title")} description={t("terms.description")}>
          <Field
            id="program-terms"
            label={t("terms.label")}
            error={issueAt(issues, "terms")}
            description={
              <span
                data-testid="program-terms-count"
                className={
                  state.terms.length > TERMS_MAX ? "text-destructive font-medium" : undefined
                }
              >
                {t("terms.count", { count: state.terms.length, max: TERMS_MAX })}
              </span>
            }
            value={state.terms}
            onValueChange={(terms: string) => change({ terms }, "terms")}
          >
            <Textarea placeholder={t("terms.placeholder")} data-testid="program-terms" />
          </Field>
        </Section>

        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p
            role="status"
            className="text-muted-foreground text-sm sm:me-auto"
            data-testid="program-staying"
          >
            {staying === null ? "" : t("cardsStaying", { count: staying })}
          </p>
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            className="w-full sm:w-auto"
            data-testid="program-save"
          >
            {t("save")}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
