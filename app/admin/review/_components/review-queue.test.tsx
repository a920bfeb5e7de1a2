import { screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { ReviewQueue } from "./review-queue";

describe("the review queue", () => {
  it("says there is nothing to review when no customer is flagged", () => {
    render(<ReviewQueue initial={[]} />);
    expect(screen.getByTestId("review-empty")).toHaveTextContent("Nothing to review");
  });
});
