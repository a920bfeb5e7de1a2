import { customersImported } from "./messages";

describe("customersImported", () => {
  it("says one customer, and customers for any other count", () => {
    expect(customersImported(1)).toBe("1 customer imported");
    expect(customersImported(0)).toBe("0 customers imported");
    expect(customersImported(2)).toBe("2 customers imported");
    expect(customersImported(1000)).toBe("1000 customers imported");
  });
});
