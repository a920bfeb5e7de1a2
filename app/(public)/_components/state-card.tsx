import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * One state of a public page a visitor meets before signing in (joining, an invitation): an
 * icon, its heading, what it means, and what to do next under it. Rendered on the server.
 */
export function StateCard({
  icon,
  title,
  description,
  testId,
  children,
}: {
  icon: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <Card className="text-center shadow-xl" data-testid={testId}>
      <CardHeader className="justify-items-center gap-3">
        <span className="bg-secondary text-secondary-foreground flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6">
          {icon}
        </span>
        <CardTitle>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        {description && <CardDescription className="text-base">{description}</CardDescription>}
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}
