import en from "@/messages/en/adminSettings.json";
import { campaignConfirmWords } from "./campaign-confirm";

const words = en.messages.confirm;

describe("campaignConfirmWords", () => {
  it("says now only when the campaign goes now", () => {
    expect(campaignConfirmWords({ later: false, quiet: false })).toBe("sendNow");
    expect(words.sendNow.title).toBe("Send this campaign now?");
    expect(words.sendQuiet.title).not.toContain("now");
    expect(words.scheduleQuiet.title).not.toContain("now");
  });

  it("names the end of the quiet hours when the campaign waits for it", () => {
    expect(campaignConfirmWords({ later: false, quiet: true })).toBe("sendQuiet");
    expect(words.sendQuiet.title).toBe("Send this campaign at {at}?");
  });

  it("schedules for the time picked, or for the end of the quiet hours it falls in", () => {
    expect(campaignConfirmWords({ later: true, quiet: false })).toBe("schedule");
    expect(campaignConfirmWords({ later: true, quiet: true })).toBe("scheduleQuiet");
    expect(words.scheduleQuiet.title).toBe("Schedule this campaign for {at}?");
  });
});
