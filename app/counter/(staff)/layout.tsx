import { getTranslations } from "next-intl/server";
import { LogoutButton } from "@/components/layout/logout-button";
import { getShopSettings } from "@/lib/settings/shop";
import { CounterNav } from "./_components/counter-nav";

/** The staff screens beside the display: a slim header with the shop's name and the nav. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const [{ shopName }, t] = await Promise.all([getShopSettings(), getTranslations("counter.nav")]);
  return (
    <div className="bg-muted/40 min-h-dvh print:bg-transparent">
      <header className="bg-card no-print border-b">
        {/* Phones: the shop's name and Sign out on one line, the nav under them. */}
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 px-4 py-1 sm:py-2">
          <span
            className="min-w-0 flex-1 truncate font-semibold sm:flex-none"
            data-testid="counter-shop-name"
            title={shopName}
          >
            {shopName}
          </span>
          <div className="order-last w-full sm:order-none sm:w-auto">
            <CounterNav
              label={t("label")}
              links={{
                counter: t("counter"),
                customers: t("customers"),
                codes: t("codes"),
                batches: t("sheets"),
                profile: t("profile"),
              }}
            />
          </div>
          <div className="sm:ms-auto">
            <LogoutButton variant="ghost" label={t("signOut")} />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8 print:max-w-none print:p-0">
        {children}
      </main>
    </div>
  );
}
