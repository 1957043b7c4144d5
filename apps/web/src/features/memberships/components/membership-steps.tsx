import { cn } from '../../../components/ui/cn.ts';

export type MembershipStep = 'details' | 'add-ons' | 'billing';

const labels: Record<MembershipStep, string> = {
  details: 'Details',
  'add-ons': 'Add-Ons',
  billing: 'Billing',
};

/** Where the visitor is in the membership flow (SPEC section 4): details, add-ons, billing. */
export function MembershipSteps({
  current,
  hasAddOns,
}: {
  current: MembershipStep;
  hasAddOns: boolean;
}) {
  const steps: MembershipStep[] = hasAddOns
    ? ['details', 'add-ons', 'billing']
    : ['details', 'billing'];
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Membership steps">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm font-semibold sm:gap-x-3">
        {steps.map((step, index) => {
          const isCurrent = index === currentIndex;
          const isDone = index < currentIndex;
          return (
            <li key={step} className="flex items-center gap-2 sm:gap-3">
              <span
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-2',
                  isCurrent ? 'text-navy-950' : isDone ? 'text-glacier-700' : 'text-slate-600',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full text-xs tabular-nums',
                    isCurrent
                      ? 'bg-ember-500 text-navy-950'
                      : isDone
                        ? 'bg-glacier-700 text-white'
                        : 'bg-white text-slate-600 ring-1 ring-navy-900/20',
                  )}
                >
                  {isDone ? '✓' : index + 1}
                </span>
                <span>
                  {labels[step]}
                  {isDone ? <span className="sr-only"> (done)</span> : null}
                </span>
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="h-px w-3 bg-navy-900/20 sm:w-10" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
