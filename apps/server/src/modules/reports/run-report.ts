/** Reads one report table by its name: the one place the routes and tests pick a query from. */
import type { ReportName, ReportRow } from '@shop/core/report-api';
import type { Database } from '../../db/database.ts';
import { readMemberPricedSales } from './member-priced-sales.ts';
import { readMembershipSales } from './membership-sales.ts';
import { readPassAdmissions } from './pass-admissions.ts';
import { readSalesByActivity, readSalesBySession, readSalesByTicketType } from './place-sales.ts';
import type { ReportRange } from './report-range.ts';
import { readSalesByDay } from './sales-by-day.ts';
import { readSalesByMethod, readSalesBySeller } from './sales-by-method.ts';
import { readSalesSummary } from './sales-summary.ts';
import { readSessionCapacity } from './session-capacity.ts';
import { readWaitlistOffers } from './waitlist-offers.ts';

export interface ReportsDeps {
  db: Database;
  clock: () => Date;
}

type Readers = {
  [Name in ReportName]: (deps: ReportsDeps, range: ReportRange) => Promise<ReportRow<Name>[]>;
};

const readers: Readers = {
  summary: (deps, range) => readSalesSummary(deps.db, range),
  days: (deps, range) => readSalesByDay(deps.db, range),
  methods: (deps, range) => readSalesByMethod(deps.db, range),
  sellers: (deps, range) => readSalesBySeller(deps.db, range),
  activities: (deps, range) => readSalesByActivity(deps.db, range),
  sessions: (deps, range) => readSalesBySession(deps.db, range),
  'ticket-types': (deps, range) => readSalesByTicketType(deps.db, range),
  capacity: (deps, range) => readSessionCapacity(deps.db, range, deps.clock()),
  waitlist: (deps, range) => readWaitlistOffers(deps.db, range, deps.clock()),
  memberships: (deps, range) => readMembershipSales(deps.db, range),
  'pass-admissions': (deps, range) => readPassAdmissions(deps.db, range),
  'member-priced-sales': (deps, range) => readMemberPricedSales(deps.db, range),
};

export function runReport<Name extends ReportName>(
  deps: ReportsDeps,
  name: Name,
  range: ReportRange,
): Promise<ReportRow<Name>[]> {
  return readers[name](deps, range);
}
