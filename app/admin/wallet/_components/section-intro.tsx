import { BookOpen } from "lucide-react";
import { useTranslations } from "next-intl";

/** A wallet not connected yet: what it gives the shop, what the owner needs, where the steps are. */
export function SectionIntro({ benefit, needs }: { benefit: string; needs: string }) {
  const t = useTranslations("adminWallet");
  return (
    <div className="space-y-2 text-sm">
      <p>{benefit}</p>
      <p className="text-muted-foreground">{needs}</p>
      <p className="text-muted-foreground flex items-center gap-1.5">
        <BookOpen className="size-4 shrink-0" aria-hidden />
        <span className="wrap-anywhere">{t("guide")}</span>
      </p>
    </div>
  );
}
