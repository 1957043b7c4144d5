import { useState } from 'react';
import type { StaffSession } from '@shop/core/staff-api';
import { Link, useOutletContext, useParams } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { ModalDialog, ModalDialogBody, ModalDialogFooter } from '../components/ui/modal-dialog.tsx';
import { RetryButton } from '../components/ui/retry-button.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TextLink, textLinkClasses } from '../components/ui/text-link.tsx';
import {
  useAdminMember,
  useChangeMember,
  useSendMemberReset,
} from '../features/admin-members/api/members.ts';
import { MemberCards } from '../features/admin-members/components/member-cards.tsx';
import { MembershipOrders } from '../features/admin-members/components/membership-orders.tsx';
import { adminMemberPath, adminPaths } from '../features/admin-shared/admin-paths.ts';
import { showSaved } from '../features/admin-shared/components/admin-toasts.tsx';
import { loadErrorTitle } from '../features/admin-shared/lib/error-messages.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { ApiError } from '../lib/api-client.ts';

const card = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5';

/** `/admin/members/:id`: the member, the household's login, members and passes; reset, deactivate. */
export function AdminMemberPage() {
  const id = Number(useParams().id);
  const member = useAdminMember(id);
  const { permissions } = useOutletContext<StaffSession>();
  usePageTitle(member.data ? `${member.data.firstName} ${member.data.lastName}` : 'Member');
  const [dialog, setDialog] = useState<'reset' | 'active' | null>(null);
  const reset = useSendMemberReset(id);
  const change = useChangeMember(id);
  const failure = [reset.error, change.error].find(Boolean);

  if (member.isPending)
    return (
      <div role="status" aria-label="Loading the member" className="space-y-3">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (member.isError)
    return (
      <div className="space-y-4">
        <TextLink to={adminPaths.members}>Back to members</TextLink>
        {/* A refused or missing member still gets the page's heading (issue 30). */}
        <h1 className="text-3xl font-bold tracking-tight text-navy-950">Member</h1>
        <Alert
          tone="error"
          role="alert"
          title={loadErrorTitle(member.error, 'The member could not be loaded.')}
        >
          <RetryButton isRetrying={member.isFetching} onRetry={() => void member.refetch()} />
        </Alert>
      </div>
    );
  const data = member.data;
  const name = `${data.firstName} ${data.lastName}`;
  const active = data.account?.active ?? true;

  return (
    <div className="space-y-6">
      <TextLink to={adminPaths.members}>Back to members</TextLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight text-navy-950">
            {name}
            {data.account ? (
              <Badge tone={active ? 'info' : 'neutral'}>{active ? 'Active' : 'Deactivated'}</Badge>
            ) : null}
          </h1>
          <p className="mt-1 text-navy-800">
            Member {data.memberCode} · {data.isPrimary ? 'primary member' : 'secondary member'}
            {data.account ? ` · logs in as ${data.account.email}` : ' · no login of their own'}
            {data.phone ? ` · ${data.phone}` : ''}
          </p>
        </div>
        {data.account ? (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              isDisabled={!active}
              onPress={() => {
                reset.reset();
                setDialog('reset');
              }}
            >
              Send password reset
            </Button>
            <Button
              onPress={() => {
                change.reset();
                setDialog('active');
              }}
            >
              {active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <section aria-labelledby="household-heading" className={card}>
          <h2 id="household-heading" className="text-lg font-bold text-navy-950">
            Household
          </h2>
          <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
            {data.household.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
                {entry.id === data.id ? (
                  <span className="font-semibold text-navy-950">{entry.name} (this member)</span>
                ) : (
                  <Link className={textLinkClasses} to={adminMemberPath(entry.id)}>
                    {entry.name}
                  </Link>
                )}
                <span>
                  {entry.memberCode} · {entry.isPrimary ? 'Primary' : 'Secondary'}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="passes-heading" className={card}>
          <h2 id="passes-heading" className="text-lg font-bold text-navy-950">
            Memberships
          </h2>
          {data.passes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No membership bought yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-navy-900/10 text-sm text-navy-800">
              {data.passes.map((pass) => (
                <li key={`${pass.memberId}-${pass.receipt}-${pass.startsOn}`} className="py-2">
                  <span className="block font-semibold text-navy-950">{pass.name}</span>
                  {pass.startsOn} to {pass.expiresOn} · receipt {pass.receipt} · {pass.role}
                </li>
              ))}
            </ul>
          )}
          <MembershipOrders member={data} canRefund={permissions.refund !== 'none'} />
        </section>
        <MemberCards member={data} className={card} />
      </div>
      <ModalDialog
        role="alertdialog"
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'reset'
            ? `Send ${name} a password reset?`
            : `${active ? 'Deactivate' : 'Reactivate'} ${name}'s login?`
        }
      >
        <ModalDialogBody className="space-y-4">
          {failure ? (
            <Alert
              tone="error"
              role="alert"
              title={failure instanceof ApiError ? failure.message : 'Not saved. Try again.'}
            />
          ) : null}
          <p className="text-navy-800">
            {dialog === 'reset'
              ? `An e-mail with a link to choose a new password goes to ${data.account?.email}.`
              : active
                ? `${name} is logged out everywhere and can no longer log in until reactivated.`
                : `${name} can log in again with the account's password.`}
          </p>
        </ModalDialogBody>
        <ModalDialogFooter>
          <Button variant="secondary" onPress={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            isDisabled={reset.isPending || change.isPending}
            onPress={() =>
              dialog === 'reset'
                ? reset.mutate(undefined, {
                    onSuccess: () => {
                      setDialog(null);
                      showSaved(`Password reset sent to ${data.account?.email}.`);
                    },
                  })
                : change.mutate(
                    { active: !active },
                    {
                      onSuccess: () => {
                        setDialog(null);
                        showSaved(`${name} is ${active ? 'deactivated' : 'active again'}.`);
                      },
                    },
                  )
            }
          >
            {reset.isPending || change.isPending ? <Spinner className="size-4" /> : null}
            {dialog === 'reset' ? 'Send' : active ? 'Deactivate' : 'Reactivate'}
          </Button>
        </ModalDialogFooter>
      </ModalDialog>
    </div>
  );
}
