import { fireEvent, screen } from "@testing-library/react";
import esCard from "@/messages/es/card.json";
import { renderWithIntl } from "@/tests/support/intl";
import { TokenPunches } from "./token-punches";

describe("TokenPunches", () => {
  it("names its choice in Spanish and offers each count as a pressed-or-not button", () => {
    const onChoose = jest.fn();
    renderWithIntl(<TokenPunches max={3} value={1} onChoose={onChoose} />, {
      locale: "es",
      messages: { card: esCard },
    });
    const group = screen.getByRole("group", { name: "Sellos en este código" });
    expect(group.querySelectorAll("button")).toHaveLength(3);
    expect(screen.getByTestId("token-punches-1")).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByTestId("token-punches-3"));
    expect(onChoose).toHaveBeenCalledWith(3);
  });
});
