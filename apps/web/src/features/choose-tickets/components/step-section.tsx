import type { TicketStep } from '@shop/core/ticket-steps';
import { useId, type ReactNode, type Ref } from 'react';

/** One step of the page: a card whose heading carries the step's number and title. */
export function StepSection({
  step,
  children,
  headingRef,
}: {
  step: TicketStep;
  children: ReactNode;
  /** Focus moves here when the visitor is sent back to this step. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-navy-900/5 sm:p-7"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-5 flex items-center gap-3 text-xl font-bold tracking-tight text-navy-950 outline-none sm:text-2xl"
      >
        {step.number !== null ? (
          <>
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-white tabular-nums"
            >
              {step.number}
            </span>
            <span className="sr-only">Step {step.number}: </span>
          </>
        ) : null}
        {step.title}
      </h2>
      {children}
    </section>
  );
}
