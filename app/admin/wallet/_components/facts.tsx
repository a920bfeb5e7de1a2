/** What a connection is set to, as label and value pairs: never a secret. */
export function Facts({
  items,
}: {
  items: { label: string; value: React.ReactNode; testId: string }[];
}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(({ label, value, testId }) => (
        <div key={testId} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium wrap-anywhere" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
