import type { Activity } from '@shop/core/catalogue';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { SessionSelection } from '../hooks/use-session-selection.ts';
import { SessionSelect } from './session-select.tsx';

/** The dropdown of sessions, or its outline while they load. */
export function SessionDropdown({
  label,
  activity,
  selection,
  onSelectTime,
}: {
  label: string;
  activity: Activity;
  selection: SessionSelection;
  onSelectTime: (timeId: number) => void;
}) {
  if (selection.sessionTimes.isLoading) {
    return <Skeleton className="h-11 w-full max-w-xl rounded-lg" />;
  }
  return (
    <SessionSelect
      label={label}
      activity={activity}
      times={selection.dropdownTimes}
      selectedTimeId={selection.selectedTimeId}
      onSelect={onSelectTime}
    />
  );
}
