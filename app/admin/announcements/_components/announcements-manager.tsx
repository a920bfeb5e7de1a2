"use client";

import { Megaphone, Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations, type DateTimeFormatOptions } from "next-intl";
import { useState } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { useText } from "@/components/i18n/use-text";
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

/** SPEC §2: short month, day, hour and minute (in the reader's language). */
const ADMIN_DATE: DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

type Editing = { mode: "new" } | { mode: "edit"; announcement: AnnouncementView } | null;

export function AnnouncementsManager({ announcements }: { announcements: AnnouncementView[] }) {
  const t = useTranslations("admin.announcements");
  const text = useText();
  const format = useFormatter();
  const router = useRouter();
  const [editing, setEditing] = useState<Editing>(null);

  async function remove(id: string) {
    try {
      await api(`/announcements/${id}`, { method: "DELETE" });
      notify.success(text(ANNOUNCEMENT_DELETED));
      router.refresh();
      return true;
    } catch (e) {
      notify.error(t("errorTitle"), errorMessage(e, text(DELETE_ANNOUNCEMENT_FAILED)));
      return false;
    }
  }

  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: t("back") }}
      width="narrow"
      actions={
        <Button onClick={() => setEditing({ mode: "new" })} data-testid="announcement-new">
          <Plus aria-hidden /> {t("new")}
        </Button>
      }
    >
      {announcements.length === 0 ? (
        <EmptyState icon={<Megaphone />} title={t("empty")} data-testid="announcements-empty" />
      ) : (
        <ul className="space-y-4" data-testid="admin-announcements">
          {announcements.map((a) => (
            <li key={a.id}>
              <Card data-testid="admin-announcement" className="gap-3 sm:gap-4">
                <CardHeader>
                  <CardTitle className="break-words">{a.title}</CardTitle>
                  <CardDescription>
                    <time dateTime={new Date(a.createdAt).toISOString()}>
                      {format.dateTime(new Date(a.createdAt), ADMIN_DATE)}
                    </time>
                  </CardDescription>
                  <CardAction className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("edit", { title: a.title })}
                      onClick={() => setEditing({ mode: "edit", announcement: a })}
                      data-testid="announcement-edit"
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <TrashButton
                          label={t("delete", { title: a.title })}
                          data-testid="announcement-delete"
                        />
                      }
                      title={t("deleteTitle")}
                      description={text(CONFIRM_DELETE_ANNOUNCEMENT)}
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
