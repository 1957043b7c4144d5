import type { NavItem } from '@shop/core/catalogue';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useNav } from '../api/get-nav.ts';
import { NavLink } from './nav-link.tsx';

const topLevelClasses =
  'inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-lg px-2.5 text-[0.9375rem] whitespace-nowrap font-semibold text-white/90 transition-colors hover:bg-white/10 hover:text-white data-[pressed]:bg-white/15 aria-expanded:bg-white/15';

const menuItemClasses =
  'flex cursor-pointer items-center rounded-lg px-3 py-2.5 text-[0.9375rem] text-navy-900 outline-none data-[focused]:bg-glacier-100 data-[hovered]:bg-glacier-100 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2';

function NavMenu({ item }: { item: NavItem }) {
  return (
    <MenuTrigger>
      <Button className={topLevelClasses}>
        {item.title}
        <ChevronDownIcon className="size-4 opacity-80" />
      </Button>
      <Popover
        placement="bottom start"
        offset={6}
        className="min-w-64 rounded-xl bg-white p-1.5 shadow-card-hover ring-1 ring-navy-900/10 outline-none"
      >
        <Menu aria-label={item.title} className="max-h-[70vh] overflow-auto outline-none">
          <MenuItem href={item.url} className={`${menuItemClasses} font-semibold`}>
            Overview
          </MenuItem>
          <Separator className="my-1 h-px bg-navy-900/10" />
          {item.children.map((child) => (
            <MenuItem key={child.id} href={child.url} className={menuItemClasses}>
              {child.title}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * The content site's menu for wide screens: a link, or a drop-down menu of links per item; then
 * everyone's way to the memberships (issue 31), which buying one asks a login for.
 */
export function NavMenus() {
  const nav = useNav();
  return (
    <ul className="flex flex-wrap items-center gap-x-1 gap-y-0.5 py-0.5">
      {(nav.data ?? []).map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <NavMenu item={item} />
          ) : (
            <NavLink url={item.url} className={topLevelClasses}>
              {item.title}
            </NavLink>
          )}
        </li>
      ))}
      <li>
        <NavLink url={paths.memberships.getHref()} className={topLevelClasses}>
          Memberships
        </NavLink>
      </li>
    </ul>
  );
}
