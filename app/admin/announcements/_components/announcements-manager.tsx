"use client";

import { Megaphone, Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate } from "@/components/ui/local-date";
import { AdminPage } from "@/components/layout/admin-page";
import { UserText } from "@/components/community/user-text";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import type { AnnouncementView } from "@/lib/community/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { AnnouncementDialog } from "./announcement-dialog";
import {
  ANNOUNCEMENT_DELETED,
  CONFIRM_DELETE_ANNOUNCEMENT,
  DELETE_ANNOUNCEMENT_FAILED,
} from "@/lib/community/messages";

/** SPEC §2: en-US, short month, day, hour and minute. */
const ADMIN_DATE: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

type Editing = { mode: "new" } | { mode: "edit"; announcement: AnnouncementView } | null;

export function AnnouncementsManager({ announcements }: { announcements: AnnouncementView[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);

  async function remove(id: string) {
    try {
      await api(`/announcements/${id}`, { method: "DELETE" });
      notify.success(ANNOUNCEMENT_DELETED);
      router.refresh();
      return true;
    } catch (e) {
      notify.error("Error", errorMessage(e, DELETE_ANNOUNCEMENT_FAILED));
      return false;
    }
  }

  return (
    <AdminPage
      title="News & Updates"
      description="Announcements customers see on their dashboard and on the News page."
      width="narrow"
      actions={
        <Button onClick={() => setEditing({ mode: "new" })} data-testid="announcement-new">
          <Plus aria-hidden /> New Announcement
        </Button>
      }
    >
      {announcements.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title="No announcements yet. Create your first one!"
          data-testid="announcements-empty"
        />
      ) : (
        <ul className="space-y-4" data-testid="admin-announcements">
          {announcements.map((a) => (
            <li key={a.id}>
              <Card data-testid="admin-announcement" className="gap-3 sm:gap-4">
                <CardHeader>
                  <CardTitle className="break-words">{a.title}</CardTitle>
                  <CardDescription>
                    <LocalDate value={a.createdAt} locale="en-US" options={ADMIN_DATE} />
                  </CardDescription>
                  <CardAction className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${a.title}`}
                      onClick={() => setEditing({ mode: "edit", announcement: a })}
                      data-testid="announcement-edit"
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <TrashButton
                          label={`Delete ${a.title}`}
                          data-testid="announcement-delete"
                        />
                      }
                      title="Delete announcement"
                      description={CONFIRM_DELETE_ANNOUNCEMENT}
                      onConfirm={() => remove(a.id)}
                    />
                  </CardAction>
                </CardHeader>
                <CardContent>
                  <UserText className="text-muted-foreground text-sm">{a.content}</UserText>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <AnnouncementDialog
        key={editing?.mode === "edit" ? editing.announcement.id : "new"}
        open={editing !== null}
        announcement={editing?.mode === "edit" ? editing.announcement : undefined}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          router.refresh();
        }}
      />
    </AdminPage>
  );
}
