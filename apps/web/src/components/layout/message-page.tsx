import type { ReactNode } from 'react';

export interface MessagePageProps {
  icon?: ReactNode;
  heading: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred full-page message (not found, error) with its h1. */
export function MessagePage({ icon, heading, children, actions }: MessagePageProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      {icon ? (
        <div className="mb-6 rounded-full bg-glacier-100 p-4 text-glacier-700">{icon}</div>
      ) : null}
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 sm:text-4xl">
        {heading}
      </h1>
      {children ? (
        <div className="mt-4 text-lg leading-relaxed text-slate-700">{children}</div>
      ) : null}
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
