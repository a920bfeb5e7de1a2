import { AdminHeader, AdminMain } from "@/components/admin/admin-header";

type Props = {
  title: string;
  description?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
};

/** A wide admin screen: the shared admin header and frame, then the screen's sections. */
export function AdminPage({ title, description, actions, children }: Props) {
  return (
    <AdminMain wide>
      <AdminHeader title={title} description={description}>
        {actions}
      </AdminHeader>
      <div className="space-y-6">{children}</div>
    </AdminMain>
  );
}
