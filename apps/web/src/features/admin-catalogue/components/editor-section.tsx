import type { ReactNode } from 'react';

/** A titled card of the activity editor, reached from the editor's list of sections by its id. */
export function EditorSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 space-y-5 rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight text-navy-950">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
