import type { VenueWithActivities } from '@shop/core/catalogue';
import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';

export interface VenueTabsProps {
  venues: VenueWithActivities[];
  selectedSlug: string;
  onSelect: (slug: string) => void;
  /** The content of the selected venue's panel. */
  children: (venue: VenueWithActivities) => ReactNode;
}

/** One tab per venue in API order ('all' first); the selected tab is owned by the caller (the URL). */
export function VenueTabs({ venues, selectedSlug, onSelect, children }: VenueTabsProps) {
  const tabListRef = useRef<HTMLDivElement>(null);
  // On narrow screens the tabs scroll sideways: keep the selected one in view (e.g. ?venue=…).
  useEffect(() => {
    // After paint, once the tabs have their widths.
    const frame = requestAnimationFrame(() => {
      const list = tabListRef.current;
      const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left;
      list.scrollLeft += offset - (list.clientWidth - tab.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [selectedSlug]);

  return (
    <Tabs selectedId={selectedSlug} onSelect={onSelect}>
      <div className="theme-dark bg-navy-900">
        <Container>
          <TabList
            ref={tabListRef}
            aria-label="Venues"
            className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pt-1 pb-4 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 [&::-webkit-scrollbar]:hidden"
          >
            {venues.map((venue) => (
              <Tab
                key={venue.slug}
                id={venue.slug}
                className="shrink-0 cursor-pointer rounded-full px-4 py-2.5 text-[0.9375rem] font-semibold whitespace-nowrap text-navy-100 ring-1 ring-white/20 transition-colors ring-inset hover:bg-white/10 hover:text-white aria-selected:bg-white aria-selected:text-navy-950 aria-selected:ring-white"
              >
                {venue.displayName}
              </Tab>
            ))}
          </TabList>
        </Container>
      </div>
      {venues.map((venue) => (
        <TabPanel key={venue.slug} id={venue.slug} className="outline-none">
          {children(venue)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
