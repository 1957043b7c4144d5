import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useNav } from '../api/get-nav.ts';
import { NavLink } from './nav-link.tsx';

const rowClasses =
  'flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 text-left text-base font-semibold text-white hover:bg-white/10';
const childClasses =
  'flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-navy-100 hover:bg-white/10 hover:text-white';

/**
 * The content site's menu for the mobile menu: each venue expands to its links; then everyone's
 * way to the memberships (issue 31).
 */
export function MobileNavMenus() {
  const nav = useNav();
  return (
    <DisclosureGroup className="space-y-1">
      {(nav.data ?? []).map((item) =>
        item.children.length > 0 ? (
          <Disclosure key={item.id} id={item.id} className="group">
            <Heading level={3} className="m-0">
              <Button slot="trigger" className={rowClasses}>
                {item.title}
                <ChevronDownIcon className="size-5 shrink-0 transition-transform group-data-[expanded]:rotate-180" />
              </Button>
            </Heading>
            <DisclosurePanel>
              <ul className="ml-3 space-y-0.5 border-l border-white/15 py-1 pl-2">
                <li>
                  <NavLink url={item.url} className={`${childClasses} font-semibold`}>
                    Overview
                  </NavLink>
                </li>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <NavLink url={child.url} className={childClasses}>
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        ) : (
          <NavLink key={item.id} url={item.url} className={rowClasses}>
            {item.title}
          </NavLink>
        ),
      )}
      <NavLink url={paths.memberships.getHref()} className={rowClasses}>
        Memberships
      </NavLink>
    </DisclosureGroup>
  );
}
