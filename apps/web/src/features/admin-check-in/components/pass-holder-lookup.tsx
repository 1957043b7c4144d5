/**
 * The check-in page's member lookup (issue 31): a pass holder without their card is found by
 * name, e-mail or code, shown as the gate compares them (photo, name, pass and its standing), and
 * admitted to the chosen session by the page, through the scan's own admission.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASS_HOLDER_LOOKUP_LIMIT,
  passHolderLookupQuerySchema,
  passHolderLookupTexts as texts,
  type PassHolderLookupQuery,
  type PassHolderMatch,
} from '@shop/core/pass-holder-lookup-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { QueryFailure, rowsOf } from '../../admin-shared/components/query-states.tsx';
import { usePassHolderLookup } from '../api/pass-holder-lookup.ts';
import { PassHolderCard, type PassHolderAction } from './pass-holder-card.tsx';

function Matches({
  q,
  onAdmit,
  action,
}: {
  q: string;
  onAdmit: (holder: PassHolderMatch) => Promise<void>;
  action: PassHolderAction | undefined;
}) {
  const lookup = usePassHolderLookup(q);
  const [admittingId, setAdmittingId] = useState<number | null>(null);
  if (q === '') return null;
  if (lookup.isPending)
    return (
      <LoadingShapes
        label="Looking up pass holders"
        shapes={rowsOf(2, 'h-28 w-full')}
        className="space-y-2"
      />
    );
  if (lookup.isError)
    return <QueryFailure query={lookup} title="The pass holders could not be looked up." />;
  const { data: holders, meta } = lookup.data;
  if (holders.length === 0)
    return <EmptyState title={texts.noMatch}>{texts.noMatchHint}</EmptyState>;
  const admit = async (holder: PassHolderMatch) => {
    setAdmittingId(holder.memberId);
    try {
      await onAdmit(holder);
    } finally {
      setAdmittingId(null);
    }
  };
  return (
    <div className="space-y-3">
      <ul aria-label="Pass holders found" className="space-y-3">
        {holders.map((holder) => (
          <PassHolderCard
            key={holder.memberId}
            holder={holder}
            isAdmitting={admittingId === holder.memberId}
            isBusy={admittingId !== null}
            onAdmit={() => void admit(holder)}
            {...(action ? { action } : {})}
          />
        ))}
      </ul>
      {meta.more ? (
        <p className="text-sm text-navy-800">{texts.more(PASS_HOLDER_LOOKUP_LIMIT)}</p>
      ) : null}
    </div>
  );
}

/**
 * "Find a member": the search, then each holder found with a button to admit them (the gate), or
 * to choose their household (the walk-up window: `action` and `description`).
 */
export function PassHolderLookup({
  onAdmit,
  action,
  description = texts.description,
}: {
  /** Admits the holder to the page's session and shows the gate's answer. */
  onAdmit: (holder: PassHolderMatch) => Promise<void>;
  action?: PassHolderAction;
  description?: string;
}) {
  const [q, setQ] = useState('');
  const form = useForm<PassHolderLookupQuery>({
    resolver: zodResolver(passHolderLookupQuerySchema),
    defaultValues: { q: '' },
  });
  return (
    <section aria-labelledby="lookup-heading" className="space-y-3">
      <h2 id="lookup-heading" className="text-xl font-bold text-navy-950">
        {texts.heading}
      </h2>
      <form
        role="search"
        aria-label="Pass holders"
        noValidate
        onSubmit={(event) => void form.handleSubmit((values) => setQ(values.q))(event)}
      >
        <RegisteredTextField
          label={texts.label}
          description={description}
          registration={form.register('q')}
          error={form.formState.errors.q?.message}
          type="search"
          autoComplete="off"
          spellCheck={false}
          action={<Button type="submit">Search</Button>}
        />
      </form>
      <Matches q={q} onAdmit={onAdmit} action={action} />
    </section>
  );
}
