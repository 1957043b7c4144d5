import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ChevronDownIcon, MemberIcon } from '../ui/icons.tsx';

/** The logged-in member the header names (decision 035). */
export interface HeaderMember {
  firstName: string;
  lastName: string;
  email?: string | null | undefined;
}

const fullName = (member: HeaderMember) => `${member.firstName} ${member.lastName}`.trim();

/**
 * Where a logged-in member can go: their account (passes and cards), and out. The memberships
 * are in the main navigation, for everyone (issue 31).
 */
const memberLinks = [
  { id: 'account', label: 'Your account', href: paths.memberAccount.getHref() },
  { id: 'log-out', label: 'Log out', href: paths.memberLogout.getHref() },
];

const menuItemClasses =
  'flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-[0.9375rem] font-medium text-navy-900 outline-none data-[focused]:bg-glacier-100 data-[hovered]:bg-glacier-100 data-[focus-visible]:outline-2 data-[focus-visible]:-outline-offset-2';

/**
 * The logged-in state in the header: the member's name opens a menu (React Aria: arrow keys,
 * Escape, focus back to the button) with their account and Log out. Below `sm` only the icon
 * shows; the accessible name always carries the full name.
 */
export function MemberMenu({ member }: { member: HeaderMember }) {
  return (
    <MenuTrigger>
      <Button className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-2.5 text-[0.9375rem] font-semibold text-white transition-colors hover:bg-white/10 data-[pressed]:bg-white/15 aria-expanded:bg-white/15 sm:px-3">
        <MemberIcon className="size-5 shrink-0" />
        <span className="sr-only">Account: </span>
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{fullName(member)}</span>
        <ChevronDownIcon className="hidden size-4 opacity-80 sm:block" />
      </Button>
      <Popover
        placement="bottom end"
        offset={6}
        className="min-w-60 rounded-xl bg-white p-1.5 shadow-card-hover ring-1 ring-navy-900/10 outline-none"
      >
        <Menu aria-label="Account" className="outline-none">
          {/* The header names the section, so a screen reader hears whose account it is. */}
          <MenuSection>
            <Header className="mb-1 border-b border-navy-900/10 px-3 pt-2 pb-2.5 text-sm text-slate-600">
              Logged in as
              <span className="block truncate font-semibold text-navy-950">{fullName(member)}</span>
              {member.email ? <span className="block truncate">{member.email}</span> : null}
            </Header>
            {memberLinks.map((link) => (
              <MenuItem key={link.id} id={link.id} href={link.href} className={menuItemClasses}>
                {link.label}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The mobile menu's member part when logged in: who, and the same links as the header menu. */
export function MobileMemberLinks({
  member,
  rowClassName,
}: {
  member: HeaderMember;
  rowClassName: string;
}) {
  return (
    <div>
      <p className="px-3 pb-2 text-sm text-white/75">
        Logged in as <span className="font-semibold text-white">{fullName(member)}</span>
      </p>
      <ul className="space-y-1">
        {memberLinks.map((link) => (
          <li key={link.id}>
            <Link to={link.href} className={rowClassName}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
