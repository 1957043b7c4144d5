/** One report table with its own loading, error and empty states. */
import type { ReportName } from '@shop/core/report-api';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { QueryFailure, rowsOf } from '../../admin-shared/components/query-states.tsx';
import { reportCsvUrl, useReport, type ReportRange } from '../api/reports.ts';
import { ReportTable } from './report-table.tsx';

export function ReportLoading({ label }: { label: string }) {
  return <LoadingShapes label={label} shapes={rowsOf(3, 'h-10 w-full')} className="space-y-2" />;
}

export function ReportSection({ name, range }: { name: ReportName; range: ReportRange }) {
  const report = useReport(name, range);
  if (report.isPending) return <ReportLoading label="Loading the report" />;
  if (report.isError)
    return <QueryFailure query={report} title="This report could not be loaded." />;
  return <ReportTable name={name} rows={report.data} csvUrl={reportCsvUrl(name, range)} />;
}
