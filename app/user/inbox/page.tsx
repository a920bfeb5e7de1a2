import type { Metadata } from "next";
import { Bell } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/community/page-header";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { PushAsk } from "@/components/inbox/push-ask";
import { LoadFailed } from "@/components/ui/load-failed";
import { requireCustomer } from "@/lib/auth/guards";
import { loadOrNull } from "@/lib/http/load";
import { getText } from "@/lib/i18n/server";
import { listInbox } from "@/lib/messaging/inbox";
import { INBOX_DESCRIPTION, INBOX_TITLE, LOAD_INBOX_FAILED } from "@/lib/messaging/inbox-messages";
import { InboxList } from "./_components/inbox-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getText())(INBOX_TITLE) };
}

export default async function InboxPage() {
  const user = await requireCustomer();
  const [page, t, text] = await Promise.all([
    loadOrNull(listInbox({ userId: user.id })),
    getTranslations("customer"),
    getText(),
  ]);
  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader
        back={{ href: "/user/dashboard", label: t("backToDashboard") }}
        title={text(INBOX_TITLE)}
        description={text(INBOX_DESCRIPTION)}
        icon={<Bell />}
      />
      <IntlProvider namespaces={["customer", "common", "errors"]}>
        {page === null ? (
          <LoadFailed message={text(LOAD_INBOX_FAILED)} icon={<Bell />} />
        ) : (
          <InboxList initial={page} />
        )}
        {/* Below the list: it appears once the browser says whether push is on, and above it
          pushed the list down as the customer began to read (a layout shift of 0.108 in
          Lighthouse). Loaded with the page, not when it turns idle: the inbox is where
          notifications are turned on, and an ask arriving late was the page's late LCP. */}
        <PushAsk where="inbox" />
      </IntlProvider>
    </main>
  );
}
