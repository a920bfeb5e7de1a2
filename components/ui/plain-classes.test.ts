import { buttonVariants } from "./button-variants";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "./plain-classes";

// PRIMARY_BUTTON and OUTLINE_BUTTON were cva's output for the button's table, before the table
// was written out without cva: they hold both to what the button looked like.
describe("the button's classes", () => {
  it("are the same in the error screens' written-out copies", () => {
    expect(buttonVariants()).toBe(PRIMARY_BUTTON);
    expect(buttonVariants({ variant: "outline" })).toBe(OUTLINE_BUTTON);
  });

  it("join the base, the variant, the size and the caller's classes, in cva's order", () => {
    expect(buttonVariants({ variant: "outline", size: "lg", className: "w-full" })).toBe(
      `${OUTLINE_BUTTON.replace("h-11 px-4 py-2 has-[>svg]:px-3", "h-12 rounded-lg px-6 text-base has-[>svg]:px-4")} w-full`,
    );
    expect(buttonVariants({ variant: null, size: undefined })).toBe(PRIMARY_BUTTON);
  });
});
