import { english, saying } from "@/tests/support/english";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";

/**
 * SPEC §8: when a community screen cannot load its list, it toasts 'Error' with its
 * 'Failed to load …' sentence and stays on the screen (the sentence inline, and a retry)
 * instead of falling through to the error page.
 */
const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => "/",
}));
jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
const customer = { id: "u1", username: "1234", role: "user" as const };
jest.mock("@/lib/auth/guards", () => ({
  requireCustomer: async () => customer,
  requireSignedIn: async () => customer,
  requireAdmin: async () => ({ ...customer, role: "admin" }),
}));
jest.mock("@/lib/auth/session", () => ({ getSessionUser: async () => null }));
jest.mock("@/lib/settings/shop", () => ({
  getShopSettings: async () => ({
    shopName: "Test Shop",
    ownerHandle: "@owner",
    messagingApp: "Chat",
  }),
}));
// The pages ask next-intl for their words on the server: here, the English catalogue.
jest.mock("next-intl/server", () => {
  const { createTranslator } = jest.requireActual("next-intl");
  const { ENGLISH_MESSAGES } = jest.requireActual("@/tests/support/english");
  return {
    getTranslations: async (namespace?: string) =>
      createTranslator({ locale: "en", messages: ENGLISH_MESSAGES, namespace, timeZone: "UTC" }),
    getLocale: async () => "en",
  };
});
jest.mock("@/lib/i18n/server", () => ({
  getText: async () => jest.requireActual("@/tests/support/english").english,
}));
jest.mock("@/components/i18n/intl-provider", () => {
  const { createElement } = jest.requireActual("react");
  const { NextIntlClientProvider } = jest.requireActual("next-intl");
  const { ENGLISH_MESSAGES } = jest.requireActual("@/tests/support/english");
  return {
    IntlProvider: ({ children }: { children: React.ReactNode }) =>
      createElement(
        NextIntlClientProvider,
        { locale: "en", messages: ENGLISH_MESSAGES, timeZone: "UTC" },
        children,
      ),
  };
});
// A declaration, not a const: the mocks below are hoisted above everything else.
function down(): Promise<never> {
  return Promise.reject(new Error("connection terminated"));
}
jest.mock("@/lib/community/announcements", () => ({ listAnnouncements: jest.fn(down) }));
jest.mock("@/lib/community/tickets", () => ({ listTickets: jest.fn(down) }));
jest.mock("@/lib/community/review-screen", () => ({ loadReviewScreen: jest.fn(down) }));
jest.mock("@/lib/community/blog", () => ({ listPosts: jest.fn(down) }));

import AnnouncementsPage from "@/app/(public)/announcements/page";
import BlogsPage from "@/app/(member)/blogs/page";
import CustomerReviewsPage from "@/app/user/reviews/page";
import CustomerTicketsPage from "@/app/user/tickets/(list)/page";
import AdminAnnouncementsPage from "@/app/admin/announcements/page";
import AdminBlogsPage from "@/app/admin/blogs/page";
import AdminReviewsPage from "@/app/admin/reviews/page";
import AdminTicketsPage from "@/app/admin/tickets/(list)/page";

const searchParams = Promise.resolve({});
// [screen, its heading while the list is missing (admin managers draw theirs with the list), page, sentence]
const screens: [string, string | null, () => Promise<React.ReactElement>, string][] = [
  ["/announcements", "News & Updates", () => AnnouncementsPage(), "Failed to load announcements"],
  ["/user/tickets", "Support", () => CustomerTicketsPage(), "Failed to load tickets"],
  [
    "/user/reviews",
    "Reviews",
    () => CustomerReviewsPage({ searchParams }),
    "Failed to load reviews",
  ],
  ["/blogs", "Blog", () => BlogsPage(), "Failed to load blog posts"],
  ["/admin/announcements", null, () => AdminAnnouncementsPage(), "Failed to load announcements"],
  ["/admin/tickets", "Support Tickets", () => AdminTicketsPage(), "Failed to load tickets"],
  ["/admin/reviews", "Reviews", () => AdminReviewsPage({ searchParams }), "Failed to load reviews"],
  ["/admin/blogs", null, () => AdminBlogsPage(), "Failed to load blog posts"],
];

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.clearAllMocks());

describe.each(screens)("%s when its list cannot be loaded", (_, title, page, sentence) => {
  it(`toasts 'Error - ${sentence}' and offers to try again`, async () => {
    renderWithIntl(await page());
    if (title) expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(saying("Error"), saying(english(sentence))),
    );
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("load-failed")).toHaveTextContent(sentence);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refresh).toHaveBeenCalled();
  });
});
