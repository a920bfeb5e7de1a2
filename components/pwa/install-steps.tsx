import { EllipsisVertical, Share, SquarePlus } from "lucide-react";
import { useTranslations } from "next-intl";

/** SPEC §2: the three steps for Safari on iOS and for other browsers. */
type Step = { icon?: React.ReactNode; text: React.ReactNode };

function Steps({
  title,
  steps,
  note,
  testId,
}: {
  title: string;
  steps: Step[];
  note?: React.ReactNode;
  testId: string;
}) {
  return (
    <section
      className="bg-muted/40 space-y-3 rounded-xl border p-4"
      data-testid={testId}
      aria-label={title}
    >
      <h3 className="font-semibold">{title}</h3>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li key={i} className="flex items-start gap-3">
            <span
              aria-hidden
              className="bg-primary text-primary-foreground flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
            >
              {i + 1}
            </span>
            <span className="pt-0.5 text-sm leading-relaxed">
              {step.text}
              {step.icon ? (
                <span className="text-primary ms-1.5 inline-flex align-text-bottom">
                  {step.icon}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
      {note ? <p className="text-muted-foreground text-sm">{note}</p> : null}
    </section>
  );
}

const bold = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

export function IosSafariSteps({ inOtherBrowser }: { inOtherBrowser: boolean }) {
  const t = useTranslations("common.install");
  return (
    <Steps
      testId="install-steps-ios"
      title={t("iosTitle")}
      steps={[
        { text: t.rich("ios1", { b: bold }), icon: <Share className="size-4" aria-hidden /> },
        { text: t.rich("ios2", { b: bold }), icon: <SquarePlus className="size-4" aria-hidden /> },
        { text: t.rich("ios3", { b: bold }) },
      ]}
      note={
        inOtherBrowser ? (
          <strong className="text-foreground">{t("iosNoteOther")}</strong>
        ) : (
          t("iosNote")
        )
      }
    />
  );
}

export function OtherBrowserSteps() {
  const t = useTranslations("common.install");
  return (
    <Steps
      testId="install-steps-other"
      title={t("otherTitle")}
      steps={[
        {
          text: t.rich("other1", { b: bold }),
          icon: <EllipsisVertical className="size-4" aria-hidden />,
        },
        { text: t.rich("other2", { b: bold }) },
        { text: t.rich("other3", { b: bold }) },
      ]}
    />
  );
}
