import {
  Activity,
  BarChart3,
  Boxes,
  Download,
  ClipboardCheck,
  FileUp,
  FolderTree,
  Gift,
  LifeBuoy,
  Megaphone,
  MessageSquareHeart,
  Newspaper,
  Package,
  Printer,
  QrCode,
  SlidersHorizontal,
  Star,
  Stamp,
  Ticket,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";

/** `key` names the screen's title and description in the catalogue (admin.dashboard.screens). */
export type AdminScreen = { href: string; key: string; icon: LucideIcon };

/** Every admin screen of SPEC §2 and the shop's settings, in the order the dashboard shows them. */
export const ADMIN_SCREENS = [
  {
    href: "/admin/users",
    key: "users",
    icon: Users,
  },
  {
    href: "/admin/products",
    key: "products",
    icon: Package,
  },
  {
    href: "/admin/categories",
    key: "categories",
    icon: FolderTree,
  },
  {
    href: "/admin/qr-generate",
    key: "qrGenerate",
    icon: QrCode,
  },
  {
    // The counter's screen, shared with staff: printed sheets and their used/unused counts.
    href: "/counter/batches",
    key: "tokenSheets",
    icon: Ticket,
  },
  {
    href: "/admin/verify",
    key: "verify",
    icon: ClipboardCheck,
  },
  {
    href: "/admin/punchcards",
    key: "punchcards",
    icon: Stamp,
  },
  {
    href: "/admin/status",
    key: "status",
    icon: Activity,
  },
  {
    href: "/admin/announcements",
    key: "announcements",
    icon: Megaphone,
  },
  {
    href: "/admin/messages",
    key: "messages",
    icon: MessageSquareHeart,
  },
  { href: "/admin/tickets", key: "tickets", icon: LifeBuoy },
  { href: "/admin/reviews", key: "reviews", icon: Star },
  { href: "/admin/blogs", key: "blogs", icon: Newspaper },
  { href: "/admin/inventory", key: "inventory", icon: Boxes },
  {
    href: "/admin/bulk-users",
    key: "bulkUsers",
    icon: Printer,
  },
  {
    href: "/admin/import",
    key: "import",
    icon: FileUp,
  },
  {
    href: "/admin/program",
    key: "program",
    icon: Gift,
  },
  {
    href: "/admin/settings",
    key: "settings",
    icon: SlidersHorizontal,
  },
  { href: "/admin/wallet", key: "wallet", icon: Wallet },
  {
    href: "/admin/analytics",
    key: "analytics",
    icon: BarChart3,
  },
  {
    href: "/admin/exports",
    key: "exports",
    icon: Download,
  },
] as const satisfies readonly AdminScreen[];
