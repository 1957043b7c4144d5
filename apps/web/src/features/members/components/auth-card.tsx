import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One of the member screens' panels: a titled card holding a form. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="p-5 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-navy-950 sm:text-2xl">
        {title}
      </h2>
      {description ? (
        <div className="mt-1.5 text-[0.9375rem] text-slate-700">{description}</div>
      ) : null}
      <div className="mt-6">{children}</div>
    </Card>
  );
}
