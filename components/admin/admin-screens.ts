import {
  Activity,
  BarChart3,
  Boxes,
  Download,
  ClipboardCheck,
  FileUp,
  FolderTree,
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
  type LucideIcon,
} from "lucide-react";

export type AdminScreen = { href: string; title: string; description: string; icon: LucideIcon };

/** Every admin screen of SPEC §2 and the shop's settings, in the order the dashboard shows them. */
export const ADMIN_SCREENS: AdminScreen[] = [
  {
    href: "/admin/users",
    title: "Users",
    description: "Create accounts, reset passwords",
    icon: Users,
  },
  {
    href: "/admin/products",
    title: "Products",
    description: "Catalogue, stock and prices",
    icon: Package,
  },
  {
    href: "/admin/categories",
    title: "Categories",
    description: "Group and sort products",
    icon: FolderTree,
  },
  {
    href: "/admin/qr-generate",
    title: "QR Generate",
    description: "Punch tokens as QR codes",
    icon: QrCode,
  },
  {
    // The counter's screen, shared with staff: printed sheets and their used/unused counts.
    href: "/counter/batches",
    title: "Token sheets",
    description: "Printed QR cards for receipts",
    icon: Ticket,
  },
  {
    href: "/admin/verify",
    title: "Verify",
    description: "Product verification codes",
    icon: ClipboardCheck,
  },
  {
    href: "/admin/punchcards",
    title: "Punchcards",
    description: "Customers' cards and resets",
    icon: Stamp,
  },
  {
    href: "/admin/status",
    title: "Status",
    description: "Service health and uptime",
    icon: Activity,
  },
  {
    href: "/admin/announcements",
    title: "Announcements",
    description: "News & Updates",
    icon: Megaphone,
  },
  {
    href: "/admin/messages",
    title: "Messages",
    description: "Campaigns and automatic messages",
    icon: MessageSquareHeart,
  },
  { href: "/admin/tickets", title: "Tickets", description: "Customer support", icon: LifeBuoy },
  { href: "/admin/reviews", title: "Reviews", description: "Ratings and comments", icon: Star },
  { href: "/admin/blogs", title: "Blogs", description: "Posts and drafts", icon: Newspaper },
  { href: "/admin/inventory", title: "Inventory", description: "Costs and profit", icon: Boxes },
  {
    href: "/admin/bulk-users",
    title: "Bulk Users",
    description: "Printable accounts with QR login",
    icon: Printer,
  },
  {
    href: "/admin/import",
    title: "Import Customers",
    description: "Balances from a previous system",
    icon: FileUp,
  },
  {
    href: "/admin/settings",
    title: "Shop Settings",
    description: "Name, counter and earn rules",
    icon: SlidersHorizontal,
  },
  {
    href: "/admin/analytics",
    title: "Analytics",
    description: "Visits, busy hours, top products",
    icon: BarChart3,
  },
  {
    href: "/admin/exports",
    title: "Exports",
    description: "CSV files for a spreadsheet",
    icon: Download,
  },
];
