import { campaignConfirmWords } from "./campaign-confirm";

const who = "14 customers";

describe("campaignConfirmWords", () => {
  it("says now only when the campaign goes now", () => {
    expect(campaignConfirmWords({ who, later: false, quietEnd: null })).toEqual({
      title: "Send this campaign now?",
      confirmLabel: "Send to 14 customers",
    });
  });

  it("names the end of the quiet hours when the campaign waits for it", () => {
    const words = campaignConfirmWords({ who, later: false, quietEnd: "Nov 28, 2026, 9:00 AM" });
    expect(words).toEqual({
      title: "Send this campaign at Nov 28, 2026, 9:00 AM?",
      confirmLabel: "Send to 14 customers at Nov 28, 2026, 9:00 AM",
    });
    expect(words.title).not.toContain("now");
  });

  it("schedules for the time picked, or for the end of the quiet hours it falls in", () => {
    expect(campaignConfirmWords({ who, later: true, quietEnd: null })).toEqual({
      title: "Schedule this campaign?",
      confirmLabel: "Schedule for 14 customers",
    });
    expect(campaignConfirmWords({ who, later: true, quietEnd: "9:00 AM" })).toEqual({
      title: "Schedule this campaign for 9:00 AM?",
      confirmLabel: "Schedule for 14 customers at 9:00 AM",
    });
  });
});
