import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Field } from "./field";
import { Input } from "./input";
import { Switch } from "./switch";

describe("Field", () => {
  it("labels its control and wires the description and the error to it", () => {
    render(
      <Field id="c-name" label="Name" description="Shown on the shop." error="Name is required">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input).toHaveAttribute("id", "c-name");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Name is required Shown on the shop.");
    expect(screen.getByTestId("c-name-error")).toHaveTextContent("Name is required");
  });

  it("says nothing is wrong while there is no error", () => {
    render(
      <Field id="c-name" label="Name">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText("Name");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByTestId("c-name-error")).toBeNull();
  });

  it("hands a control with something beside it the same wiring", () => {
    render(
      <Field id="lifetime" label="Token lifetime" error="Too long">
        {(control) => (
          <div>
            <Input {...control} />
            <span>minutes</span>
          </div>
        )}
      </Field>,
    );
    expect(screen.getByLabelText("Token lifetime")).toHaveAccessibleDescription("Too long");
  });

  it("binds a text box and a switch to a form's values", async () => {
    function Form() {
      const [title, setTitle] = useState("Draft");
      const [published, setPublished] = useState(false);
      return (
        <>
          <Field id="t" label="Title" value={title} onValueChange={setTitle}>
            <Input />
          </Field>
          <Field
            id="p"
            label="Published"
            orientation="horizontal"
            value={published}
            onValueChange={setPublished}
          >
            <Switch />
          </Field>
          <output>{`${title}/${published}`}</output>
        </>
      );
    }
    render(<Form />);
    await userEvent.type(screen.getByLabelText("Title"), "!");
    await userEvent.click(screen.getByLabelText("Published"));
    expect(screen.getByRole("status")).toHaveTextContent("Draft!/true");
    expect(screen.getByRole("switch")).toBeChecked();
  });
});
