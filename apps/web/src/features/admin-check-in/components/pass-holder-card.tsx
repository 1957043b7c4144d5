/** One pass holder the lookup found, as the gate compares them with the person at the door. */
import {
  passHolderLookupTexts as texts,
  type PassHolderMatch,
} from '@shop/core/pass-holder-lookup-api';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { HolderPhoto } from './holder-photo.tsx';

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (isoDate: string) => mediumDate.format(new Date(`${isoDate}T00:00:00Z`));

/** What the button does with a holder found: its word, and whether it needs their card in use. */
export interface PassHolderAction {
  label: string;
  needsCard: boolean;
}

const gateAction: PassHolderAction = { label: 'Admit', needsCard: true };

const standingClasses: Record<PassHolderMatch['standing'], string> = {
  valid: 'bg-green-100 text-green-900 ring-green-800/20',
  expired: 'bg-red-50 text-red-800 ring-red-800/20',
  revoked: 'bg-red-50 text-red-800 ring-red-800/20',
  'not-started': 'bg-amber-50 text-amber-900 ring-amber-800/20',
};

/**
 * The holder's photo (or its empty frame), name, pass and its standing today, and the button that
 * admits them; a holder with no card in use cannot be admitted here, and it says so. The walk-up
 * window chooses the holder's household instead, with no card needed (`action`).
 */
export function PassHolderCard({
  holder,
  onAdmit,
  isAdmitting,
  isBusy,
  action = gateAction,
}: {
  holder: PassHolderMatch;
  onAdmit: () => void;
  isAdmitting: boolean;
  isBusy: boolean;
  action?: PassHolderAction;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5">
      <HolderPhoto name={holder.name} photoUrl={holder.photoUrl} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-lg font-semibold break-words text-navy-950">{holder.name}</h3>
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              standingClasses[holder.standing],
            )}
          >
            {texts.standing[holder.standing]}
          </span>
        </div>
        <p className="text-navy-900">{holder.product}</p>
        <p className="text-sm text-navy-800">
          Valid <span className="whitespace-nowrap">{formatDay(holder.startsOn)}</span> to{' '}
          <span className="whitespace-nowrap">{formatDay(holder.expiresOn)}</span>
        </p>
        <p className="text-sm text-navy-800">Member {holder.memberCode}</p>
        {holder.hasCard || !action.needsCard ? (
          <Button
            size="sm"
            className="mt-2"
            isDisabled={isBusy}
            aria-label={`${action.label} ${holder.name}`}
            onPress={onAdmit}
          >
            {isAdmitting ? <Spinner className="size-4" /> : null}
            {action.label}
          </Button>
        ) : (
          <p className="mt-2 text-sm font-semibold text-red-800">{texts.noCard}</p>
        )}
      </div>
    </li>
  );
}
