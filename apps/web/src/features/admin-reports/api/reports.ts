/**
 * The back office's sales reports (issue 15, decision 058): one query per table over a range of
 * the shop's days, and the address of the same table as a CSV download (the session cookie goes
 * with a plain link, so the browser saves the file under the server's name).
 */
import type { reportResponseSchema, ReportName } from '@shop/core/report-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { adminGet } from '../../admin-shared/api/admin-session.ts';

export interface ReportRange {
  from: string;
  to: string;
}

/** A report table's rows; `enabled: false` for a table the role may not read. */
export function useReport<Name extends ReportName>(
  name: Name,
  range: ReportRange,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    enabled,
    queryKey: ['admin', 'reports', name, range.from, range.to],
    queryFn: () =>
      adminGet<ReturnType<typeof reportResponseSchema<Name>>>(`/admin/reports/${name}`, {
        query: { ...range },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Where a table downloads as CSV. */
export function reportCsvUrl(name: ReportName, range: ReportRange): string {
  return buildApiUrl(`/admin/reports/${name}`, { ...range, format: 'csv' });
}
