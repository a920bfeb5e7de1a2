import { english } from "@/tests/support/english";
import { createUserSchema, profileUpdateSchema } from "@/lib/users/schema";
import { hasHiddenCharacters, mixesScripts, normaliseUsername } from "./username-text";

describe("usernames", () => {
  it("are NFKC-normalised, trimmed and lower-cased", () => {
    expect(normaliseUsername("  ＢＯＢ ")).toBe("bob");
    expect(normaliseUsername("ﬁona")).toBe("fiona");
    expect(createUserSchema.parse({ username: " Ｍａｒｉａ ", password: "abc" }).username).toBe(
      "maria",
    );
  });

  it("refuse invisible and direction-changing characters", () => {
    for (const hidden of [
      "\u200b",
      "\u200d",
      "\u202e",
      "\u2066",
      "\u00ad",
      "\ufeff",
      "\t",
      "\u3164",
    ]) {
      expect(hasHiddenCharacters(`al${hidden}ice`)).toBe(true);
      const parsed = profileUpdateSchema.safeParse({ username: `al${hidden}ice` });
      expect(parsed.success ? null : english(parsed.error.issues[0]!.message)).toBe(
        "Username cannot contain invisible or direction-changing characters",
      );
    }
    expect(hasHiddenCharacters("alice smith")).toBe(false);
  });

  it("refuse letters of two alphabets, but not the mixes languages use", () => {
    // A Cyrillic а in a Latin name looks the same and is another person.
    expect(mixesScripts("\u0430lice")).toBe(true);
    expect(mixesScripts("αlpha")).toBe(true);
    const parsed = createUserSchema.safeParse({ username: "p\u0430ul", password: "abc" });
    expect(parsed.success ? null : english(parsed.error.issues[0]!.message)).toBe(
      "Username must use one alphabet, not a mix (such as Latin and Cyrillic letters)",
    );
    for (const fine of [
      "alice_99",
      "łukasz",
      "владимир",
      "ελένη",
      "山田たろう",
      "tanaka太郎",
      "김민수kim",
      "josé-maría",
    ]) {
      expect({ fine, mixed: mixesScripts(fine) }).toEqual({ fine, mixed: false });
      expect(createUserSchema.safeParse({ username: fine, password: "abc" }).success).toBe(true);
    }
  });
});
