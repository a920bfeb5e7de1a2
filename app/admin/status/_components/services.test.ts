import { overallOf, type ServiceHealth } from "./services";

const service = (status: ServiceHealth["status"]): ServiceHealth => ({
  key: "api",
  name: "x",
  endpoint: "/x",
  status,
  responseTime: null,
  lastCheck: null,
});

describe("overallOf", () => {
  it("is operational only when every service is online", () => {
    expect(overallOf([service("online"), service("online"), service("online")])).toBe(
      "operational",
    );
  });
  it("reports issues as soon as one service is offline, even while others are checked", () => {
    expect(overallOf([service("online"), service("offline"), service("checking")])).toBe("issues");
  });
  it("is checking otherwise", () => {
    expect(overallOf([service("online"), service("checking"), service("online")])).toBe("checking");
  });
});
