import { zodResolver } from '@hookform/resolvers/zod';
import { memberSearchFormSchema, type MemberSearchForm } from '@shop/core/member-admin-api';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { RegisteredFields } from '../components/ui/registered-fields.tsx';
import { MEMBERS_PAGE_SIZE, useMemberSearch } from '../features/admin-members/api/members.ts';
import { MembersTable } from '../features/admin-members/components/members-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryStates } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const fields = [
  {
    name: 'q',
    label: 'Name, email or member code',
    type: 'search',
    autoComplete: 'off',
    description: 'Part of a name or email, or a whole member code.',
  },
] as const;

function MemberSearchFormView({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const form = useForm<MemberSearchForm>({
    resolver: zodResolver(memberSearchFormSchema),
    defaultValues: { q },
  });
  return (
    <form
      role="search"
      aria-label="Members"
      noValidate
      onSubmit={form.handleSubmit((values) => onSearch(values.q))}
      className="grid items-start gap-4 rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5 md:grid-cols-[1fr_auto]"
    >
      <RegisteredFields register={form.register} errors={form.formState.errors} fields={fields} />
      <div className="md:pt-7">
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

/** `/admin/members` (admins, managers, box office): find a member, a page at a time. */
export default function AdminMembersPage() {
  usePageTitle('Members');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const members = useMemberSearch(q, page);
  const total = members.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEMBERS_PAGE_SIZE));
  const go = (nextQ: string, nextPage: number) =>
    setParams(
      new URLSearchParams(
        Object.entries({ q: nextQ, page: nextPage > 1 ? String(nextPage) : '' }).filter(
          ([, value]) => value !== '',
        ),
      ),
    );

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Members"
        description="Find a member to see their household and passes."
      />
      <MemberSearchFormView key={q} q={q} onSearch={(next) => go(next, 1)} />
      <QueryStates
        query={members}
        loadingLabel="Loading members"
        failedTitle="The members could not be loaded."
        isEmpty={() => total === 0}
        empty={<EmptyState title="No members match this search." />}
      >
        {(data) => (
          <>
            <MembersTable members={data.data} />
            <nav aria-label="Member pages" className="flex flex-wrap items-center gap-3">
              <p role="status" className="mr-auto text-sm text-navy-800">
                {total} found · page {page} of {pages}
              </p>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={page <= 1 || members.isFetching}
                onPress={() => go(q, page - 1)}
              >
                Previous
              </Button>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={page >= pages || members.isFetching}
                onPress={() => go(q, page + 1)}
              >
                Next
              </Button>
            </nav>
          </>
        )}
      </QueryStates>
    </div>
  );
}
