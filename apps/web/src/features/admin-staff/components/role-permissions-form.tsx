import {
  REFUND_LIMIT_MAX_CENTS,
  rolePermissionReach,
  rolePermissionsTexts,
  type RolePermissionsEntry,
} from '@shop/core/role-permissions-api';
import type { StaffRole } from '@shop/core/staff-api';
import type { RefundReach } from '@shop/core/staff-permissions';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { QueryStates, rowsOf } from '../../admin-shared/components/query-states.tsx';
import { isForbidden } from '../../admin-shared/lib/error-messages.ts';
import { roleNames } from '../../admin-shared/role-names.ts';
import { useChangeRolePermissions, useRolePermissions } from '../api/role-permissions.ts';

const refundOptions: { id: RefundReach; label: string }[] = [
  { id: 'none', label: 'No refunds' },
  { id: 'up-to', label: 'Up to an amount' },
  { id: 'any', label: 'Any amount' },
];

/** Why a role's card has nothing to choose. */
const fixedRoles: Partial<Record<StaffRole, string>> = {
  admin: 'Admins can always do everything, so the shop can never be locked out.',
  'check-in': 'Check-in staff only admit guests at the gate: they never sell, refund or cancel.',
};

/** One role's choices as typed: the limit in dollars, as the admin writes it. */
type Draft = RolePermissionsEntry & { limitDollars: string };

const toDraft = (entry: RolePermissionsEntry): Draft => ({
  ...entry,
  limitDollars: entry.refundLimitCents === null ? '' : (entry.refundLimitCents / 100).toFixed(2),
});

/** The limit in cents, or the message that says what is wrong with it. */
function limitCentsOf(dollars: string): number | string {
  const text = dollars.trim().replace(/^\$/, '').replaceAll(',', '');
  if (text === '') return rolePermissionsTexts.limitRequired;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter an amount in dollars, such as 25 or 25.50.';
  const cents = Math.round(Number(text) * 100);
  if (cents < 1) return rolePermissionsTexts.limitTooSmall;
  if (cents > REFUND_LIMIT_MAX_CENTS) return rolePermissionsTexts.limitTooLarge;
  return cents;
}

function RoleCard({
  draft,
  error,
  onChange,
}: {
  draft: Draft;
  error: string | undefined;
  onChange: (draft: Draft) => void;
}) {
  const reach = rolePermissionReach[draft.role];
  const fixed = fixedRoles[draft.role];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-900/10">
      <legend className="float-left mb-1 w-full text-lg font-bold text-navy-950">
        {roleNames[draft.role]}
      </legend>
      {fixed ? (
        <p className="clear-left text-sm text-navy-800">{fixed}</p>
      ) : (
        <div className="clear-left space-y-3">
          {reach.sell ? (
            <CheckboxField
              label="Sell at the walk-up window"
              value={draft.sell}
              onChange={(sell) => onChange({ ...draft, sell })}
            />
          ) : null}
          <SelectField
            label="Refunds"
            placeholder="Choose"
            options={refundOptions}
            value={draft.refund}
            onChange={(refund) => onChange({ ...draft, refund: refund as RefundReach })}
          />
          {draft.refund === 'up-to' ? (
            <TextInputField
              label="Most per refund, in dollars"
              inputMode="decimal"
              autoComplete="off"
              isRequired
              value={draft.limitDollars}
              error={error}
              description="A larger refund is refused; a manager or an admin can make it."
              onChange={(limitDollars) => onChange({ ...draft, limitDollars })}
            />
          ) : null}
          {reach.cancelSessions ? (
            <CheckboxField
              label="Cancel sessions (and refund their orders)"
              value={draft.cancelSessions}
              onChange={(cancelSessions) => onChange({ ...draft, cancelSessions })}
            />
          ) : (
            <p className="text-sm text-navy-800">Cancelling sessions is for managers and admins.</p>
          )}
        </div>
      )}
    </fieldset>
  );
}

function RolePermissionsEditor({ saved }: { saved: RolePermissionsEntry[] }) {
  const [drafts, setDrafts] = useState(() => saved.map(toDraft));
  const [errors, setErrors] = useState<Partial<Record<StaffRole, string>>>({});
  const change = useChangeRolePermissions();
  const failure = change.error instanceof ApiError ? change.error.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const editable = drafts.filter((draft) => !fixedRoles[draft.role]);
    const found: Partial<Record<StaffRole, string>> = {};
    const roles = editable.map(({ limitDollars, ...entry }) => {
      if (entry.refund !== 'up-to') return { ...entry, refundLimitCents: null };
      const cents = limitCentsOf(limitDollars);
      if (typeof cents === 'string') found[entry.role] = cents;
      return { ...entry, refundLimitCents: typeof cents === 'number' ? cents : null };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await change.mutateAsync({ roles });
      setDrafts(answer.map(toDraft));
      showSaved(rolePermissionsTexts.saved);
    } catch {
      // The refusal is shown above the roles.
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {failure ? <Alert tone="error" role="alert" title={failure} /> : null}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {drafts.map((draft) => (
          <RoleCard
            key={draft.role}
            draft={draft}
            error={errors[draft.role]}
            onChange={(next) =>
              setDrafts((all) => all.map((one) => (one.role === next.role ? next : one)))
            }
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" isDisabled={change.isPending}>
          {change.isPending ? <Spinner className="size-4" /> : null}
          Save role permissions
        </Button>
      </div>
    </form>
  );
}

/** The Staff page's 'Role permissions' (decision 081): what each role may do, for admins. */
export function RolePermissionsSection() {
  const permissions = useRolePermissions();
  // The Staff page says a non-admin may not manage staff; this section adds nothing to that.
  if (isForbidden(permissions.error)) return null;
  return (
    <section aria-labelledby="role-permissions-heading" className="space-y-4">
      <div>
        <h2 id="role-permissions-heading" className="text-2xl font-bold text-navy-950">
          Role permissions
        </h2>
        <p className="mt-1 text-navy-800">
          What each role may do at the window. A refund limit applies to each refund; staff who are
          logged in have the change from their next step.
        </p>
      </div>
      <QueryStates
        query={permissions}
        loadingLabel="Loading role permissions"
        shapes={rowsOf(2, 'h-48 w-full')}
        shapesClassName="grid gap-4 md:grid-cols-2"
        failedTitle="The role permissions could not be loaded."
        // Refused roles see nothing (above); any other failure keeps the plain title.
        forbidden={{}}
      >
        {(saved) => <RolePermissionsEditor saved={saved} />}
      </QueryStates>
    </section>
  );
}
