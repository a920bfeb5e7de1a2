import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { checkedId } from "@/lib/http/params";
import { ticketMessages, tickets, type Ticket, type TicketMessage } from "@/lib/db/schema";
import { ticketAnswered } from "@/lib/messaging/events";
import { ApiError } from "@/lib/http/errors";
import type { TicketCreateInput } from "@/lib/community/ticket-schema";
import { TICKET_CLOSED, TICKET_NOT_FOUND as NOT_FOUND } from "./messages";
import type { TicketMessageView, TicketStatus, TicketSummary, TicketView } from "./types";

/** How an admin's replies are signed (SPEC §6). */
export const ADMIN_NAME = "Admin";

type Viewer = Pick<SessionUser, "id" | "username" | "role">;

function summary(row: Ticket): TicketSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function messageView(row: TicketMessage): TicketMessageView {
  const { id, userName, message, isAdmin, createdAt } = row;
  return { id, userName, message, isAdmin, createdAt: createdAt.toISOString() };
}

/** A customer reaches only their own tickets; an admin reaches all. Not yours looks like not found. */
function visibleTo(viewer: Viewer, id: string): SQL {
  const own = viewer.role === "admin" ? undefined : eq(tickets.userId, viewer.id);
  return and(eq(tickets.id, id), own)!;
}

/**
 * Whether this viewer may open the ticket at the address: decided before a screen starts
 * streaming. A malformed id names no ticket.
 */
export async function canSeeTicket({ viewer, id }: { viewer: Viewer; id: string }) {
  const checked = checkedId(id);
  if (!checked) return false;
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(visibleTo(viewer, checked))
    .limit(1);
  return row !== undefined;
}

/** Most recently active first. An admin may narrow to one customer; a customer sees only theirs. */
export async function listTickets({
  viewer,
  userId,
}: {
  viewer: Viewer;
  userId?: string;
}): Promise<TicketSummary[]> {
  const owner = viewer.role === "admin" ? userId : viewer.id;
  const rows = await db
    .select()
    .from(tickets)
    .where(owner ? eq(tickets.userId, owner) : undefined)
    .orderBy(desc(tickets.updatedAt), desc(tickets.id));
  return rows.map(summary);
}

export async function getTicket({
  viewer,
  id,
}: {
  viewer: Viewer;
  id: string;
}): Promise<TicketView> {
  const [row] = await db.select().from(tickets).where(visibleTo(viewer, id)).limit(1);
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return { ...summary(row), messages: messages.map(messageView) };
}

/** New tickets start open, with the customer's first message as the conversation's start. */
export async function createTicket({
  viewer,
  input,
}: {
  viewer: Viewer;
  input: TicketCreateInput;
}): Promise<TicketView> {
  const id = await transaction(async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({
        subject: input.subject,
        status: "open",
        userId: viewer.id,
        userName: viewer.username,
      })
      .returning({ id: tickets.id });
    await tx.insert(ticketMessages).values({
      ticketId: ticket!.id,
      userId: viewer.id,
      userName: viewer.username,
      message: input.message,
      isAdmin: false,
    });
    return ticket!.id;
  });
  return getTicket({ viewer, id });
}

/**
 * A customer replies to their own open ticket; an admin to any ticket, signed 'Admin'.
 * The row lock keeps a reply from slipping in after a concurrent close.
 */
export async function addTicketMessage({
  viewer,
  id,
  message,
}: {
  viewer: Viewer;
  id: string;
  message: string;
}): Promise<TicketMessageView> {
  const isAdmin = viewer.role === "admin";
  const { ticket, view } = await transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(visibleTo(viewer, id))
      .for("update")
      .limit(1);
    if (!ticket) throw new ApiError("not_found", NOT_FOUND);
    if (!isAdmin && ticket.status !== "open") throw new ApiError("conflict", TICKET_CLOSED);
    const [row] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: id,
        userId: viewer.id,
        userName: isAdmin ? ADMIN_NAME : viewer.username,
        message,
        isAdmin,
      })
      .returning();
    await tx
      .update(tickets)
      .set({ updatedAt: sql`now()` })
      .where(eq(tickets.id, id));
    return { ticket, view: messageView(row!) };
  });
  // The shop's answer reaches the customer's inbox (and phone) once it is committed.
  if (isAdmin && ticket.userId !== viewer.id) {
    await ticketAnswered({
      id: ticket.id,
      userId: ticket.userId,
      subject: ticket.subject,
      messageId: view.id,
    });
  }
  return view;
}

/** Admin only (the route enforces it): close an open ticket or reopen a closed one. */
export async function setTicketStatus({
  id,
  status,
}: {
  id: string;
  status: TicketStatus;
}): Promise<TicketSummary> {
  const [row] = await db
    .update(tickets)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(tickets.id, id))
    .returning();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return summary(row);
}
