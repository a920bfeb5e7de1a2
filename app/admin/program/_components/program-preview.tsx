"use client";

import { useTranslations } from "next-intl";
import { ProgramCard } from "@/components/rewards/program-card";
import { useCardWords } from "@/components/rewards/use-card-words";
import { previewCard, type FormState } from "./program-form-state";

type Props = { state: FormState; logoUrl: string | null; shopName: string; fallbackSize: number };

/**
 * The customer's card as it will look, drawn from what the form holds now, in the owner's
 * language (the page's), as a customer reading that language sees it.
 */
export function ProgramPreview({ state, logoUrl, shopName, fallbackSize }: Props) {
  const t = useTranslations("adminSettings.program.preview");
  const words = useCardWords(shopName);
  return (
    <section
      aria-labelledby="program-preview-title"
      className="min-w-0 space-y-3 lg:sticky lg:top-6"
      data-testid="program-preview"
    >
      <h2 id="program-preview-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ProgramCard
        card={previewCard(state, fallbackSize)}
        look={{
          cardColor:
            state.cardColor && /^#[0-9a-fA-F]{6}$/.test(state.cardColor)
              ? state.cardColor.toLowerCase()
              : null,
          stampIcon: state.stampIcon,
          logoUrl,
        }}
        shopName={shopName}
        terms={state.terms.trim() || undefined}
        words={words}
      />
      <p className="text-muted-foreground text-sm">{t("caption")}</p>
    </section>
  );
}
