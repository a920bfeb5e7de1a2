import { EllipsisVertical, Share, SquarePlus } from "lucide-react";

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

export function IosSafariSteps({ inOtherBrowser }: { inOtherBrowser: boolean }) {
  return (
    <Steps
      testId="install-steps-ios"
      title="Safari on iPhone and iPad"
      steps={[
        {
          text: (
            <>
              Tap the <strong>Share</strong> button in Safari&apos;s toolbar.
            </>
          ),
          icon: <Share className="size-4" aria-hidden />,
        },
        {
          text: (
            <>
              Scroll down and choose <strong>Add to Home Screen</strong>.
            </>
          ),
          icon: <SquarePlus className="size-4" aria-hidden />,
        },
        {
          text: (
            <>
              Tap <strong>Add</strong> in the top-right corner.
            </>
          ),
        },
      ]}
      note={
        inOtherBrowser ? (
          <strong className="text-foreground">
            This works only in Safari: open this page in Safari first.
          </strong>
        ) : (
          "This works only in Safari."
        )
      }
    />
  );
}

export function OtherBrowserSteps() {
  return (
    <Steps
      testId="install-steps-other"
      title="Other browsers"
      steps={[
        {
          text: (
            <>
              Open the browser&apos;s <strong>menu</strong>.
            </>
          ),
          icon: <EllipsisVertical className="size-4" aria-hidden />,
        },
        {
          text: (
            <>
              Choose <strong>Add to Home screen</strong> or <strong>Install app</strong>.
            </>
          ),
        },
        {
          text: (
            <>
              Confirm with <strong>Add</strong> or <strong>Install</strong>.
            </>
          ),
        },
      ]}
    />
  );
}
