import { TablePager } from './table-pager.tsx';

/**
 * The pager under a list the server pages newest first (orders, audit log): Newer and Older,
 * both held while the next page loads so a second press does not skip one.
 */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  isFetching,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  isFetching: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <TablePager
      label={label}
      first={(page - 1) * pageSize + 1}
      last={Math.min(total, page * pageSize)}
      total={total}
      page={page}
      pages={pages}
      previous={{
        label: 'Newer',
        isDisabled: page <= 1 || isFetching,
        onPress: () => onPage(page - 1),
      }}
      next={{
        label: 'Older',
        isDisabled: page >= pages || isFetching,
        onPress: () => onPage(page + 1),
      }}
    />
  );
}
