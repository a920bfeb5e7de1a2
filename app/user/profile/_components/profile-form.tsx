"use client";

import { Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
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
  const { pending, submit, field, values, reset } = useForm({
    initial: { username: "", name: "" },
    schema: profileUpdateSchema,
    action: (body) => api(`/users/${userId}`, { method: "PUT", body }),
    onSuccess: () => {
      notify.success(PROFILE_UPDATED, "Your changes have been saved");
      reset();
      router.refresh();
    },
    fallback: UPDATE_PROFILE_FAILED,
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const changes: { username?: string; name?: string } = {};
    const u = values.username.trim().toLowerCase();
    const n = values.name.trim();
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
          <Field id="new-username" label="New username (optional)" {...field("username")}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              placeholder="At least 3 characters"
              data-testid="new-username"
            />
          </Field>
          <Field id="new-name" label="New full name (optional)" {...field("name")}>
            <Input autoComplete="name" data-testid="new-name" />
          </Field>
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
