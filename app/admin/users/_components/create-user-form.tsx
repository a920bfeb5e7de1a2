"use client";

import { USER_CREATED } from "@/lib/users/messages";
import { UserPlus } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, Optional } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { ROLE_LABELS, ROLES } from "@/lib/users/roles";
import { createUserSchema } from "@/lib/validation/users";

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const EMPTY = { username: "", name: "", password: "", role: "user" };

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const { pending, onSubmit, field, reset } = useForm({
    initial: EMPTY,
    schema: createUserSchema,
    action: (body) => api("/users", { method: "POST", body }),
    onSuccess: (_, input) => {
      notify.success(USER_CREATED, `${input.username} can now sign in`);
      reset();
      onCreated();
    },
    fallback: "Failed to create user",
  });

  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>Create User</CardTitle>
        <CardDescription>
          Customers get an empty punch card right away. Staff run the counter.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="create-user-form">
          <Field id="new-username" label="Username" {...field("username")}>
            <Input
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              data-testid="create-username"
            />
          </Field>
          <Field id="new-name" label={<Optional>Name</Optional>} {...field("name")}>
            <Input autoComplete="off" data-testid="create-name" />
          </Field>
          <Field id="new-password" label="Password" {...field("password")}>
            <Input type="password" autoComplete="new-password" data-testid="create-password" />
          </Field>
          <Field id="new-role" label="Role" {...field("role")}>
            <NativeSelect options={ROLE_OPTIONS} data-testid="create-role" />
          </Field>
          <SubmitButton
            pending={pending}
            icon={<UserPlus aria-hidden />}
            className="w-full"
            data-testid="create-submit"
          >
            {pending ? "Creating…" : "Create User"}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
