import { accessRedirect, adminOnCustomerScreen, homeFor, safeRedirect } from "./access";

const customer = { role: "user" } as const;
const staff = { role: "staff" } as const;
const admin = { role: "admin" } as const;

describe("accessRedirect", () => {
  it("sends anonymous visitors of customer screens to /login with path and query", () => {
    expect(accessRedirect("/user/verify", "?code=AB", null)).toBe(
      "/login?redirect=%2Fuser%2Fverify%3Fcode%3DAB",
    );
  });
  it("sends anyone but an admin away from admin screens", () => {
    expect(accessRedirect("/admin/users", "", null)).toBe("/login?redirect=%2Fadmin%2Fusers");
    expect(accessRedirect("/admin/users", "", customer)).toBe("/login");
    expect(accessRedirect("/admin/users", "", admin)).toBeNull();
  });
  it("sends a visitor who opens a shop token's address to the join screen with the token", () => {
    expect(accessRedirect("/user/dashboard", "?token=Ab_c-1", null)).toBe("/join?token=Ab_c-1");
    expect(accessRedirect("/user/dashboard", "?token=a%2Bb", null)).toBe("/join?token=a%2Bb");
    // Without a token, or on another customer screen, it is the sign-in form as before.
    expect(accessRedirect("/user/dashboard", "?token=", null)).toBe(
      "/login?redirect=%2Fuser%2Fdashboard%3Ftoken%3D",
    );
    expect(accessRedirect("/user/verify", "?token=x", null)).toBe(
      "/login?redirect=%2Fuser%2Fverify%3Ftoken%3Dx",
    );
    // Signed in, the dashboard redeems it itself.
    expect(accessRedirect("/user/dashboard", "?token=x", customer)).toBeNull();
  });
  it("sends admins from customer screens by the route table", () => {
    expect(accessRedirect("/user/dashboard", "", admin)).toBe("/admin/dashboard");
    for (const path of ["/user/profile", "/user/products", "/user/verify"]) {
      expect(accessRedirect(path, "", admin)).toBe("/login");
    }
    expect(adminOnCustomerScreen("/user/tickets/123")).toBe("/admin/tickets");
  });
  it("keeps staff at the counter: admin and customer screens send them there", () => {
    expect(homeFor("staff")).toBe("/counter");
    for (const path of ["/admin/dashboard", "/admin/users", "/user/dashboard", "/user/verify"]) {
      expect(accessRedirect(path, "", staff)).toBe("/counter");
    }
    expect(accessRedirect("/counter", "", staff)).toBeNull();
    expect(accessRedirect("/counter/customers", "", staff)).toBeNull();
  });
  it("opens the counter to staff and admins only", () => {
    expect(accessRedirect("/counter", "", null)).toBe("/login?redirect=%2Fcounter");
    expect(accessRedirect("/counter", "", customer)).toBe("/user/dashboard");
    expect(accessRedirect("/counter", "", admin)).toBeNull();
  });
  it("needs any sign-in for blogs and leaderboard", () => {
    expect(accessRedirect("/blogs", "", null)).toBe("/login?redirect=%2Fblogs");
    expect(accessRedirect("/leaderboard", "", customer)).toBeNull();
    expect(accessRedirect("/leaderboard", "", admin)).toBeNull();
  });
  it("leaves public pages alone", () => {
    for (const path of ["/", "/login", "/faq", "/announcements", "/auto-login/abc", "/users"]) {
      expect(accessRedirect(path, "", null)).toBeNull();
    }
  });
});

describe("safeRedirect", () => {
  it("keeps paths on this site only", () => {
    expect(safeRedirect("/user/verify?code=X")).toBe("/user/verify?code=X");
    expect(safeRedirect("//evil.example")).toBeNull();
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
  it("refuses what a browser would read as another site once it drops tabs and line breaks", () => {
    for (const sneaky of ["\t", "\n", "\r", "\r\n", "\t\t"]) {
      expect(safeRedirect(`/${sneaky}/evil.example/`)).toBeNull();
      expect(safeRedirect(`/${sneaky}\\evil.example/`)).toBeNull();
    }
    expect(safeRedirect(decodeURIComponent("%2F%09%2Fevil.example%2F"))).toBeNull();
    expect(safeRedirect("/\\/evil.example")).toBeNull();
    expect(safeRedirect("\\\\evil.example")).toBeNull();
    expect(safeRedirect("/.//evil.example")).toBeNull();
    expect(safeRedirect("javascript:alert(1)")).toBeNull();
    expect(safeRedirect(" //evil.example")).toBeNull();
  });
  it("answers the path as the browser will read it", () => {
    expect(safeRedirect("/user/../admin/users?x=1#top")).toBe("/admin/users?x=1#top");
    expect(safeRedirect("/user/dashboard")).toBe("/user/dashboard");
  });
});
