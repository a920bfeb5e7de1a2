"use client";

import { Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { profileUpdateSchema } from "@/lib/validation/users";
import { PROFILE_UPDATED, UPDATE_PROFILE_FAILED } from "@/lib/users/messages";

/** SPEC §2/§5: empty fields mean unchanged, and only changed values are sent. */
export function ProfileForm({
  userId,
  username,
  name,
}: {
  userId: string;
  username: string;
  name: string;
}) {
  const router = useRouter();
  const [newUsername, setNewUsername] = useState("");
  const [newName, setNewName] = useState("");
  const { pending, submit } = useSubmit({
    schema: profileUpdateSchema,
    action: (body) => api(`/users/${userId}`, { method: "PUT", body }),
    onSuccess: () => {
      notify.success(PROFILE_UPDATED, "Your changes have been saved");
      setNewUsername("");
      setNewName("");
      router.refresh();
    },
    fallback: UPDATE_PROFILE_FAILED,
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const changes: { username?: string; name?: string } = {};
    const u = newUsername.trim().toLowerCase();
    const n = newName.trim();
    if (u && u !== username) changes.username = u;
    if (n && n !== name) changes.name = n;
    if (Object.keys(changes).length === 0) {
      notify.info("Nothing to update", "Enter a new username or full name first");
      return;
    }
    void submit(changes);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Leave a field empty to keep it as it is.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="profile-form">
          <dl className="bg-muted divide-y rounded-lg px-4 text-sm" aria-label="Current values">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3">
              <dt className="text-muted-foreground">Current username</dt>
              <dd className="font-semibold break-all" data-testid="current-username">
                {username}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-3">
              <dt className="text-muted-foreground">Current full name</dt>
              <dd className="font-semibold break-words" data-testid="current-name">
                {name || "Not set"}
              </dd>
            </div>
          </dl>
          <div className="space-y-2">
            <Label htmlFor="new-username">New username (optional)</Label>
            <Input
              id="new-username"
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              placeholder="At least 3 characters"
              value={newUsername}
              onChange={(e) => setNewUsername(e.target.value)}
              data-testid="new-username"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="new-name">New full name (optional)</Label>
            <Input
              id="new-name"
              autoComplete="name"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              data-testid="new-name"
            />
          </div>
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            size="lg"
            className="w-full"
            data-testid="save-profile"
          >
            Save Profile
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
