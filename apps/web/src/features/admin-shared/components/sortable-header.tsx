import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** What a header needs from TanStack Table's sorting feature. */
interface SortingHeader {
  isPlaceholder: boolean;
  column: {
    getCanSort: () => boolean;
    getIsSorted: () => false | 'asc' | 'desc';
    getToggleSortingHandler: () => ((event: unknown) => void) | undefined;
  };
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** A column header: a button that sorts by it when the column sorts, with `aria-sort`. */
export function SortableHeader({
  header,
  children,
}: {
  header: SortingHeader;
  children: ReactNode;
}) {
  const sorted = header.column.getIsSorted();
  const content = header.isPlaceholder ? null : children;
  return (
    <th
      scope="col"
      aria-sort={sorted ? ariaSort[sorted] : undefined}
      className="px-2.5 py-3 font-semibold whitespace-nowrap"
    >
      {header.column.getCanSort() ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 outline-none hover:text-glacier-700 focus-visible:ring-2 focus-visible:ring-glacier-600"
        >
          {content}
          <ChevronDownIcon
            aria-hidden
            className={cn(
              'size-4 transition-transform',
              sorted ? 'opacity-100' : 'opacity-30',
              sorted === 'asc' && 'rotate-180',
            )}
          />
        </button>
      ) : (
        content
      )}
    </th>
  );
}
