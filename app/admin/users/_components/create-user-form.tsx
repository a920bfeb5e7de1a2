"use client";

import { USER_CREATED } from "@/lib/users/messages";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import type { Role } from "@/lib/db/schema";
import { isRole, ROLE_LABELS, ROLES } from "@/lib/users/roles";
import { createUserSchema } from "@/lib/validation/users";

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState("");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("user");
  const { pending, form } = useSubmit({
    schema: createUserSchema,
    action: (body) => api("/users", { method: "POST", body }),
    onSuccess: (_, input) => {
      notify.success(USER_CREATED, `${input.username} can now sign in`);
      setUsername("");
      setName("");
      setPassword("");
      setRole("user");
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
        <form
          onSubmit={form({ username, name, password, role })}
          noValidate
          className="space-y-4"
          data-testid="create-user-form"
        >
          <div className="space-y-2">
            <Label htmlFor="new-username">Username</Label>
            <Input
              id="new-username"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              data-testid="create-username"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-name">
              Name <span className="text-muted-foreground font-normal">(optional)</span>
            </Label>
            <Input
              id="new-name"
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="create-name"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-password">Password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="create-password"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-role">Role</Label>
            <NativeSelect
              id="new-role"
              value={role}
              onChange={(e) => setRole(isRole(e.target.value) ? e.target.value : "user")}
              data-testid="create-role"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </div>
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
