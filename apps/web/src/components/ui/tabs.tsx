/**
 * Tabs of the WAI-ARIA tabs pattern with automatic activation: one tab stop, the arrow keys move
 * and select, Home and End go to the ends; the caller holds the selection (often the URL). Written
 * here instead of React Aria's Tabs, whose collection and selection code cost the shop's first
 * page about a seventh of its JavaScript budget for a row of buttons (decision 052).
 */
import { createContext, use, useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';

interface TabsState {
  baseId: string;
  selectedId: string;
  onSelect: (id: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return state;
}

const tabId = (baseId: string, id: string) => `${baseId}-tab-${id}`;
const panelId = (baseId: string, id: string) => `${baseId}-panel-${id}`;

export interface TabsProps {
  selectedId: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

export function Tabs({ selectedId, onSelect, children }: TabsProps) {
  const baseId = useId();
  return <TabsContext value={{ baseId, selectedId, onSelect }}>{children}</TabsContext>;
}

/** The key's target among the list's tabs, or undefined for a key the tabs leave alone. */
function findTargetTab(tabs: HTMLElement[], current: number, key: string): HTMLElement | undefined {
  const last = tabs.length - 1;
  if (key === 'ArrowRight') return tabs[current >= last ? 0 : current + 1];
  if (key === 'ArrowLeft') return tabs[current <= 0 ? last : current - 1];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[last];
  return undefined;
}

export interface TabListProps {
  'aria-label': string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

export function TabList({ className, ref, children, ...props }: TabListProps) {
  const { onSelect } = useTabsState();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    const target = findTargetTab(tabs, current, event.key);
    const id = target?.dataset.tabId;
    if (!target || id === undefined) return;
    event.preventDefault();
    target.focus();
    onSelect(id);
  };
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={props['aria-label']}
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export interface TabProps {
  id: string;
  className?: string;
  children: ReactNode;
}

/** Style the selected tab with Tailwind's `aria-selected:` variant. */
export function Tab({ id, className, children }: TabProps) {
  const { baseId, selectedId, onSelect } = useTabsState();
  const isSelected = id === selectedId;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, id)}
      data-tab-id={id}
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId(baseId, id) : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={className}
      onClick={() => onSelect(id)}
    >
      {children}
    </button>
  );
}

export interface TabPanelProps {
  id: string;
  className?: string;
  children: ReactNode;
}

/** Rendered only while its tab is selected. */
export function TabPanel({ id, className, children }: TabPanelProps) {
  const { baseId, selectedId } = useTabsState();
  if (id !== selectedId) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, id)}
      aria-labelledby={tabId(baseId, id)}
      className={className}
    >
      {children}
    </div>
  );
}
