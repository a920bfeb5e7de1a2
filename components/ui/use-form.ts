"use client";

import { useState } from "react";
import type { FieldBinding } from "./field";
import { useSubmit, type SubmitOptions } from "./use-submit";

type Values = Record<string, unknown>;
/** The values a Field can hold: text and on/off (a list, say, has its own control). */
/** A select's union of names is bound as text: the schema checks which it is. */
type Widened<T> = T extends boolean ? boolean : string;
type Bindable<V> = { [K in keyof V & string]: V[K] extends string | boolean ? K : never }[keyof V &
  string];

type Options<V extends Values, In, T, R> = SubmitOptions<In, T, R> & {
  /** What the boxes hold at first and after `reset()`. */
  initial: V;
  /** The request's input from what the boxes hold, where it is not the values as they are. */
  input?: (values: V) => In;
};

/**
 * A form's values with `useSubmit` around them: `field(name)` binds a `Field` to one value
 * and its error (`<Field id="…" label="…" {...field("name")}>`), and editing a field takes its
 * error away. `onSubmit` checks and sends what the boxes hold.
 */
export function useForm<V extends Values, In = V, T = In, R = unknown>({
  initial,
  input = (values) => values as unknown as In,
  ...options
}: Options<V, In, T, R>) {
  const [values, setValues] = useState<V>(initial);
  const { submit, errors, clear, pending } = useSubmit<In, T, R>(options);

  function set<K extends keyof V>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name as string);
  }

  function field<K extends Bindable<V>>(name: K): FieldBinding<Widened<V[K]>> {
    return {
      value: values[name] as Widened<V[K]>,
      onValueChange: (value) => set(name, value as V[K]),
      error: errors[name],
    };
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    void submit(input(values));
  }

  return {
    values,
    setValues,
    set,
    reset: () => setValues(initial),
    field,
    errors,
    pending,
    submit,
    onSubmit,
  };
}
