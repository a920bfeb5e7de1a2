import { screen, within } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import type { AnnouncementView } from "@/lib/community/types";
import { NewsList } from "./news-list";

const at = "2024-05-01T10:00:00.000Z";
const item = (n: number): AnnouncementView => ({
  id: `id-${n}`,
  title: `Title ${n}`,
  content: `Content ${n}`,
  createdAt: at,
  updatedAt: at,
});

describe("NewsList", () => {
  it("renders nothing when there are no announcements", () => {
    const { container } = renderWithIntl(<NewsList announcements={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each announcement's title, content and created date, and a link to all", () => {
    renderWithIntl(<NewsList announcements={[item(1), item(2), item(3)]} />);
    expect(screen.getByText("News & Updates")).toBeInTheDocument();
    const items = screen.getAllByTestId("news-item");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Title 1")).toBeInTheDocument();
    expect(within(items[0]!).getByText("Content 1")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("time")).toHaveAttribute("datetime", at);
    expect(screen.getByRole("link", { name: "View All Announcements" })).toHaveAttribute(
      "href",
      "/announcements",
    );
  });

  it("shows markup as text", () => {
    renderWithIntl(
      <NewsList announcements={[{ ...item(1), content: "<img src=x onerror=alert(1)>" }]} />,
    );
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });
});
