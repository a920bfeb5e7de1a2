"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import type { AnnouncementView } from "@/lib/community/types";
import { api, errorMessage } from "@/lib/http/fetcher";
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
  const [pending, setPending] = useState(false);
  const editing = announcement !== undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = announcementSchema.safeParse({ title, content });
    if (!parsed.success) {
      notify.error("Error", parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      if (editing) {
        await api(`/announcements/${announcement.id}`, { method: "PUT", body: parsed.data });
        notify.success(ANNOUNCEMENT_UPDATED);
      } else {
        await api("/announcements", { method: "POST", body: parsed.data });
        notify.success(ANNOUNCEMENT_CREATED);
        setTitle("");
        setContent("");
      }
      onSaved();
    } catch (e) {
      notify.error("Error", errorMessage(e, SAVE_ANNOUNCEMENT_FAILED));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Announcement" : "New Announcement"}</DialogTitle>
          <DialogDescription>
            Customers see it on their dashboard and on the News &amp; Updates page.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate data-testid="announcement-form">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <SubmitButton pending={pending} data-testid="announcement-save">
              {editing ? "Update" : "Create"}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
