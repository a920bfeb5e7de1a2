"use client";

import { useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { AnnouncementView } from "@/lib/community/types";
import { api } from "@/lib/http/fetcher";
import { announcementSchema } from "@/lib/validation/announcement";
import {
  ANNOUNCEMENT_CREATED,
  ANNOUNCEMENT_UPDATED,
  SAVE_ANNOUNCEMENT_FAILED,
} from "@/lib/community/messages";

/** 'New Announcement' or 'Edit Announcement': Title and Message, Cancel and Create/Update. */
export function AnnouncementDialog({
  open,
  announcement,
  onClose,
  onSaved,
}: {
  open: boolean;
  announcement?: AnnouncementView;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(announcement?.title ?? "");
  const [content, setContent] = useState(announcement?.content ?? "");
  const editing = announcement !== undefined;
  const { pending, form } = useSubmit({
    schema: announcementSchema,
    action: (body) =>
      editing
        ? api(`/announcements/${announcement.id}`, { method: "PUT", body })
        : api("/announcements", { method: "POST", body }),
    onSuccess: () => {
      if (editing) {
        notify.success(ANNOUNCEMENT_UPDATED);
      } else {
        notify.success(ANNOUNCEMENT_CREATED);
        setTitle("");
        setContent("");
      }
      onSaved();
    },
    fallback: SAVE_ANNOUNCEMENT_FAILED,
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      pending={pending}
      title={editing ? "Edit Announcement" : "New Announcement"}
      description="Customers see it on their dashboard and on the News & Updates page."
      onSubmit={form({ title, content })}
      testId="announcement"
      submitLabel={editing ? "Update" : "Create"}
    >
      <div className="space-y-2">
        <Label htmlFor="announcement-title">Title</Label>
        <Input
          id="announcement-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          data-testid="announcement-title"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="announcement-content">Message</Label>
        <Textarea
          id="announcement-content"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={6}
          maxLength={5000}
          data-testid="announcement-content"
        />
      </div>
    </FormDialog>
  );
}
