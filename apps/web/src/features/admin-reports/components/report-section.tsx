/** One report table with its own loading, error and empty states. */
import type { ReportName } from '@shop/core/report-api';
import { Alert } from '../../../components/ui/alert.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { loadErrorTitle } from '../../admin-shared/lib/error-messages.ts';
import { reportCsvUrl, useReport, type ReportRange } from '../api/reports.ts';
import { ReportTable } from './report-table.tsx';

export function ReportLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function ReportSection({ name, range }: { name: ReportName; range: ReportRange }) {
  const report = useReport(name, range);
  if (report.isPending) return <ReportLoading label="Loading the report" />;
  if (report.isError)
    return (
      <Alert
        tone="error"
        role="alert"
        title={loadErrorTitle(report.error, 'This report could not be loaded.')}
      >
        <RetryButton isRetrying={report.isFetching} onRetry={() => void report.refetch()} />
      </Alert>
    );
  return <ReportTable name={name} rows={report.data} csvUrl={reportCsvUrl(name, range)} />;
}
