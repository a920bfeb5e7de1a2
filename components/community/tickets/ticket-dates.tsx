import { useLocale, useTranslations } from "next-intl";
import { LocalDate } from "@/components/ui/local-date";
import { DATE_TIME } from "@/lib/i18n/dates";

/**
 * "Created …" and "Updated …" of a ticket, each a span, in the reader's language and date
 * format. No state: the ticket list renders it on the server, the conversation in the browser.
 */
export function TicketDates({
  createdAt,
  updatedAt,
}: {
  createdAt: string | Date;
  updatedAt: string | Date;
}) {
  const t = useTranslations("customer.tickets");
  const locale = useLocale();
  const created = t.rich("created", {
    date: () => <LocalDate value={createdAt} options={DATE_TIME} locale={locale} />,
  });
  const updated = t.rich("updated", {
    date: () => <LocalDate value={updatedAt} options={DATE_TIME} locale={locale} />,
  });
  return (
    <>
      <span>{created}</span>
      <span>{updated}</span>
    </>
  );
}
