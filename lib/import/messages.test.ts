import { english } from "@/tests/support/english";
import { customersImported } from "./messages";

describe("customersImported", () => {
  it("says one customer, and customers for any other count", () => {
    expect(english(customersImported(1))).toBe("1 customer imported");
    expect(english(customersImported(0))).toBe("0 customers imported");
    expect(english(customersImported(2))).toBe("2 customers imported");
    // The count is written the reader's way (Intl), as every number the app shows.
    expect(english(customersImported(1000))).toBe("1,000 customers imported");
  });
});
