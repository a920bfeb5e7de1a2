"use client";

import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { UserPage } from "./types";
import { UserRow } from "./user-row";

const PAGE_SIZE = 20;

/** Paged and searchable on the server, so the screen stays fast with thousands of customers. */
export function UsersList({
  currentUserId,
  openingSize,
  version,
  onChanged,
}: {
  currentUserId: string;
  openingSize: number;
  version: number;
  onChanged: () => void;
}) {
  const t = useTranslations("admin.users.list");
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<UserPage | null>(null);
  // What the list on screen answers; while it differs from what is asked, we are loading.
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const key = `${page}|${search}|${version}`;
  const loading = loadedKey !== key;

  // Wait for a pause in typing before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(query.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({
      page: String(page),
      pageSize: String(PAGE_SIZE),
      q: search,
    });
    const requested = `${page}|${search}|${version}`;
    api<UserPage>(`/users?${params}`, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setLoadedKey(requested);
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        notify.error(t("loadFailedTitle"), errorMessage(e, t("loadFailed")));
        setLoadedKey(requested);
      });
    return () => controller.abort();
    // `t` changes only with the language.
  }, [page, search, version, t]);

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);

  return (
    <Card className="gap-4 sm:gap-5">
      <CardHeader className="gap-3">
        <CardTitle>{t("title")}</CardTitle>
        <div className="relative">
          <Search
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            aria-hidden
          />
          <Input
            type="search"
            placeholder={t("searchPlaceholder")}
            aria-label={t("searchLabel")}
            className="ps-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="users-search"
          />
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {loading && !data ? (
          <ul className="space-y-3" aria-busy="true" aria-label={t("loading")}>
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-28 w-full rounded-lg sm:h-20" />
              </li>
            ))}
          </ul>
        ) : data && data.users.length === 0 ? (
          <EmptyState
            title={search ? t("noMatch", { search }) : t("empty")}
            data-testid="users-empty"
          />
        ) : (
          <ul
            className={`space-y-3 transition-opacity ${loading ? "opacity-60" : ""}`}
            aria-busy={loading}
            data-testid="users-list"
          >
            {data?.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                openingSize={openingSize}
                onChanged={onChanged}
              />
            ))}
          </ul>
        )}
        <nav className="flex items-center justify-between gap-2" aria-label={t("pages")}>
          <p className="text-muted-foreground text-sm tabular-nums" data-testid="users-range">
            {t("range", { from, to, total })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={t("previous")}
              disabled={page <= 1 || loading}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
              data-testid="users-prev"
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t("next")}
              disabled={page >= pages || loading}
              onClick={() => setPage((p) => p + 1)}
              data-testid="users-next"
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      </CardContent>
    </Card>
  );
}
