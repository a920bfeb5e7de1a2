"use client";

import { Download, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { DELETE_ACCOUNT_FAILED, deleteMeSchema } from "@/lib/users/my-data-schema";

/** Your data: take a copy of it, or delete the account and everything in it. */
export function MyDataSection() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const { pending, form } = useSubmit({
    schema: deleteMeSchema,
    action: (input) => api("/me", { method: "DELETE", body: input }),
    onSuccess: () => {
      notify.success("Account Deleted", "Your account and all its data have been removed");
      router.replace("/");
      router.refresh();
    },
    fallback: DELETE_ACCOUNT_FAILED,
  });

  function close() {
    setOpen(false);
    setPassword("");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything we keep about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          {/* A plain link: the browser saves the file the server names. */}
          <a href="/api/me/export" download data-testid="download-my-data">
            <Download aria-hidden /> Download my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-my-account">
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </CardContent>
      <FormDialog
        open={open}
        onClose={close}
        pending={pending}
        title="Delete my account"
        description="This cannot be undone."
        onSubmit={form({ password })}
        testId="delete-account"
        submitLabel="Delete my account"
        destructive
      >
        <div className="space-y-2 text-sm">
          <p>Deleting your account removes, for good:</p>
          <ul className="text-muted-foreground list-disc space-y-1 pl-5">
            <li>your punch card and its punches</li>
            <li>your XP and level</li>
            <li>your tickets and their messages</li>
            <li>your reviews</li>
            <li>your history of punches, codes and rewards</li>
          </ul>
          <p>Download your data first if you want to keep a copy.</p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="delete-password">Password</Label>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="delete-account-password"
          />
        </div>
      </FormDialog>
    </Card>
  );
}
