import { formatPosition, readPosition } from "./position";

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe("a position typed or pasted from a map", () => {
  it.each([
    ["48.8566, 2.3522"],
    ["48.8566 2.3522"],
    ["  48.8566,2.3522 "],
    ["https://www.google.com/maps/@48.8566,2.3522,15z"],
    [
      "https://www.google.com/maps/place/Caf%C3%A9/@48.85,2.35,17z/data=!3m1!4b1!4m6!3m5!3d48.8566!4d2.3522",
    ],
    ["https://maps.google.com/?q=48.8566,2.3522"],
    ["https://maps.apple.com/?ll=48.8566,2.3522&q=Caf%C3%A9"],
    ["https://www.openstreetmap.org/?mlat=48.8566&mlon=2.3522#map=17/48.85/2.35"],
    ["https://www.openstreetmap.org/#map=17/48.8566/2.3522"],
  ])("reads %s", (text) => {
    expect(readPosition(text)).toEqual(PARIS);
  });

  it("reads a southern and western place", () => {
    expect(readPosition("-33.8688, -151.2093")).toEqual({
      latitude: -33.8688,
      longitude: -151.2093,
    });
  });

  it.each([["Paris"], ["91, 2"], ["48.8, 181"], ["https://example.com/shop"], [""], ["48.8566"]])(
    "finds no position in %s",
    (text) => {
      expect(readPosition(text)).toBeNull();
    },
  );

  it("shows a saved position as it reads back", () => {
    expect(readPosition(formatPosition(PARIS))).toEqual(PARIS);
    expect(formatPosition(null)).toBe("");
  });
});
