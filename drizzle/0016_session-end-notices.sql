-- An open counter stream (GET /api/counter/events) must end as soon as its staff member's or
-- admin's session does. These triggers tell every app server, on the channel the counter feed
-- already listens on (lib/counter/notify.ts, SESSION_CHANNEL), whose session may have ended:
-- a signed-out session, a new session version (sign out everywhere, a new password, a new
-- role) or a deleted account. Customers have no counter stream, so their sessions say
-- nothing. The notice is delivered at commit, and only if the change commits.
create function notify_session_end() returns trigger language plpgsql as $$
begin
  if TG_TABLE_NAME = 'revoked_sessions' then
    if exists (select 1 from users where id = new.user_id and role <> 'user') then
      perform pg_notify('session_ended', new.user_id::text);
    end if;
    return null;
  end if;
  if TG_OP = 'DELETE' then
    if old.role <> 'user' then perform pg_notify('session_ended', old.id::text); end if;
    return null;
  end if;
  if old.role <> 'user' and (old.session_version is distinct from new.session_version
      or old.role is distinct from new.role) then
    perform pg_notify('session_ended', old.id::text);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger revoked_sessions_notify after insert on revoked_sessions
  for each row execute function notify_session_end();
--> statement-breakpoint
create trigger users_notify_session_end_delete after delete on users
  for each row when (old.role <> 'user') execute function notify_session_end();
--> statement-breakpoint
create trigger users_notify_session_end_update after update of session_version, role on users
  for each row when (old.role <> 'user' and (old.session_version is distinct from new.session_version
    or old.role is distinct from new.role))
  execute function notify_session_end();
