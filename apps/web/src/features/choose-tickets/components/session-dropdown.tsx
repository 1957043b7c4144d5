import type { Activity } from '@shop/core/catalogue';
import type { SessionSelection } from '../hooks/use-session-selection.ts';
import { LazySessionSelect, SessionSelectOutline } from './lazy-session-select.tsx';

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
    return <SessionSelectOutline />;
  }
  return (
    <LazySessionSelect
      label={label}
      activity={activity}
      times={selection.dropdownTimes}
      selectedTimeId={selection.selectedTimeId}
      onSelect={onSelectTime}
    />
  );
}
