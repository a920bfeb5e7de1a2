"use client";

import { Loader2, UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { createUserSchema } from "@/lib/validation/users";

export function CreateUserForm({ onCreated }: { onCreated: () => void }) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<"user" | "admin">("user");
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createUserSchema.safeParse({ username, password, role });
    if (!parsed.success) {
      notify.error("Error", parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      await api("/users", { method: "POST", body: parsed.data });
      notify.success("User Created", `${parsed.data.username} can now sign in`);
      setUsername("");
      setPassword("");
      setRole("user");
      onCreated();
    } catch (e) {
      notify.error("Error", errorMessage(e, "Failed to create user"));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>Create User</CardTitle>
        <CardDescription>Customers get an empty punch card right away.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="create-user-form">
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
              onChange={(e) => setRole(e.target.value === "admin" ? "admin" : "user")}
              data-testid="create-role"
            >
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </NativeSelect>
          </div>
          <Button type="submit" className="w-full" disabled={pending} data-testid="create-submit">
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <UserPlus aria-hidden />}
            {pending ? "Creating…" : "Create User"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
