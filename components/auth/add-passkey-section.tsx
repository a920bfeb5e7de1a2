import { IntlProvider } from "@/components/i18n/intl-provider";
import { AddPasskeySectionView } from "./add-passkey-section-view";

/** "Add a passkey", then on to `next`, with its words (see passkey-list.tsx). */
export function AddPasskeySection({ next }: { next: string }) {
  return (
    <IntlProvider namespaces={["auth"]}>
      <AddPasskeySectionView next={next} />
    </IntlProvider>
  );
}
