import { paymentKinds } from '@shop/core/report-api';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  ORDERS_PAGE_SIZE,
  useOrderFilters,
  useOrderSearch,
} from '../features/admin-orders/api/orders.ts';
import { OrderSearchFormView } from '../features/admin-orders/components/order-search-form.tsx';
import { OrdersTable } from '../features/admin-orders/components/orders-table.tsx';
import { AdminPageHeading } from '../features/admin-shared/components/admin-page-heading.tsx';
import { ListPager } from '../features/admin-shared/components/list-pager.tsx';
import { QueryStates, rowsOf } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/**
 * `/admin/orders` (admins, managers, box office): find an order, newest first, a page at a time,
 * narrowed by payment method, seller and session (decision 082).
 */
export default function AdminOrdersPage() {
  usePageTitle('Orders');
  // The search lives in the address, so the way back from an order returns to it.
  const [params, setParams] = useSearchParams();
  const search = {
    q: params.get('q') ?? '',
    date: params.get('date') ?? '',
    paymentMethod:
      paymentKinds.find((kind) => kind === params.get('paymentMethod')) ?? ('' as const),
    seller: /^(online|\d+)$/.test(params.get('seller') ?? '') ? params.get('seller')! : '',
    session: /^\d+$/.test(params.get('session') ?? '') ? params.get('session')! : '',
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const orders = useOrderSearch(search);
  const filters = useOrderFilters(search.date);
  const total = orders.data?.meta.total ?? 0;
  const go = (next: typeof search) => {
    const entries = Object.entries({ ...next, page: next.page > 1 ? String(next.page) : '' });
    setParams(new URLSearchParams(entries.filter(([, value]) => value !== '')));
  };

  return (
    <div className="space-y-6">
      <AdminPageHeading
        title="Orders"
        description="Find an order to see it, refund it or resend it."
      />
      <OrderSearchFormView
        // A new search in the address starts the form from it; the lists arriving do not, so
        // what the clerk chose while they loaded stays chosen.
        key={[search.q, search.date, search.paymentMethod, search.seller, search.session].join('|')}
        values={{
          q: search.q,
          date: search.date,
          paymentMethod: search.paymentMethod,
          seller: search.seller,
          session: search.session,
        }}
        filters={filters.data}
        onSearch={(values) => go({ ...values, page: 1 })}
      />
      <QueryStates
        query={orders}
        loadingLabel="Loading orders"
        shapes={rowsOf(4)}
        failedTitle="The orders could not be loaded."
        isEmpty={() => total === 0}
        empty={<EmptyState title="No orders match this search." />}
      >
        {(data) => (
          <>
            <OrdersTable orders={data.data} />
            <ListPager
              label="Order pages"
              page={search.page}
              pageSize={ORDERS_PAGE_SIZE}
              total={total}
              isFetching={orders.isFetching}
              onPage={(page) => go({ ...search, page })}
            />
          </>
        )}
      </QueryStates>
    </div>
  );
}
