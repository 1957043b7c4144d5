import { passHolderLookupTexts } from '@shop/core/pass-holder-lookup-api';
import { MemberIcon } from '../../../components/ui/icons.tsx';

/**
 * A pass holder's photo, for staff to compare with the person at the gate; until one is taken,
 * an empty frame that says so, the same size, so a list of holders lines up either way.
 */
export function HolderPhoto({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl)
    return (
      <img
        src={photoUrl}
        alt={`Photo of ${name}`}
        className="size-20 shrink-0 rounded-xl bg-navy-50 object-cover"
      />
    );
  return (
    <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-xl bg-navy-50 text-navy-800 ring-1 ring-navy-900/10 ring-inset">
      <MemberIcon aria-hidden="true" className="size-7" />
      <span className="text-xs font-semibold">{passHolderLookupTexts.noPhoto}</span>
    </div>
  );
}
