"use client";

import { useCallback, useState } from "react";
import { CreateUserForm } from "./create-user-form";
import { UsersList } from "./users-list";

/** The create form and the list share one refresh: a new account shows up at once. */
export function UsersScreen({
  currentUserId,
  openingSize,
}: {
  currentUserId: string;
  /** The program's card size: a customer who never collected a punch opens a card of it. */
  openingSize: number;
}) {
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <CreateUserForm onCreated={refresh} />
      <UsersList
        currentUserId={currentUserId}
        openingSize={openingSize}
        version={version}
        onChanged={refresh}
      />
    </div>
  );
}
