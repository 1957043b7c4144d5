/**
 * The demo catalogue (DESIGN section 6): three venues recognised by name plus an empty one,
 * activities in every date mode, timed and untimed, with attendee details with and without
 * date of birth, booking and attendee fields of every type, add-ons, free tickets, linked
 * activities, waivers and levels. Sessions are generated relative to "today" in session-plans.
 */
export interface DemoVenue {
  slug: string;
  name: string;
  displayName: string;
  streetAddress?: string;
  city?: string;
  zip?: string;
  phone?: string;
  googleMapLink?: string;
  waiverLink?: string;
  faqLink?: string;
}

export interface DemoUdf {
  fieldName: string;
  label: string;
  fieldType: 'string' | 'boolean' | 'numeric' | 'select' | 'date';
  isRequired?: boolean;
  fieldLength?: number;
  options?: string[];
}

export interface DemoTicket {
  code: string;
  name: string;
  priceCents: number;
  taxRateBps?: number;
  description?: string;
  category?: string;
  addOn?: boolean;
  /** The ages the ticket is for on the session's day, each included. */
  minAge?: number;
  maxAge?: number;
}

export type SessionPlan =
  | {
      kind: 'daily';
      times: string[];
      minutes: number;
      capacity: number;
      days: number;
      weekdays?: number[];
    }
  | { kind: 'dynamic'; times: string[]; minutes: number; capacity: number; days: number }
  | { kind: 'dated-items'; days: number; capacity: number; anyDayItem: string }
  | { kind: 'season-items'; capacity: number };

export interface DemoActivity {
  code: string;
  venue: string;
  displayName: string;
  description: string;
  preview: string;
  location: string;
  categoryName: string;
  dateSelectionType: 'calendar_select' | 'dropdown_select' | 'dynamic_price_select';
  timed: boolean;
  general?: boolean;
  collectAttendeeDetails?: boolean;
  collectAttendeeDob?: boolean;
  showSeason?: boolean;
  cutoffHours?: number;
  maxQuantity: number;
  hideCalendarAndDates?: boolean;
  displaySoldOutMessage?: boolean;
  soldOutMessage?: string;
  isFeatured?: boolean;
  onDisplay?: boolean;
  archived?: boolean;
  learnMoreUrl?: string;
  serviceDetails?: string;
  tickets: DemoTicket[];
  bookingUdfs?: DemoUdf[];
  attendeeUdfs?: DemoUdf[];
  waivers?: { name: string; link: string }[];
  levels?: { name: string; description: string }[];
  linkedTo?: string[];
  sessions: SessionPlan;
}

const UTAH_TAX = 725; // 7.25% sales tax, in basis points

export const demoVenues: DemoVenue[] = [
  { slug: 'all', name: 'All Activities', displayName: 'All Activities' },
  {
    slug: 'olympic-park',
    name: 'Wasatch Olympic Park',
    displayName: 'Wasatch Olympic Park',
    streetAddress: '3400 Legacy Parkway',
    city: 'Park City',
    zip: '84098',
    phone: '(435) 555-0140',
    googleMapLink: 'https://maps.google.com/?q=3400+Legacy+Parkway+Park+City+UT',
    waiverLink: 'https://waivers.wasatchlegacy.org/olympic-park',
    faqLink: 'https://wasatchlegacy.org/olympic-park/faq',
  },
  {
    slug: 'speed-oval',
    name: 'Legacy Speed Oval',
    displayName: 'Legacy Speed Oval',
    streetAddress: '5600 Oval Drive',
    city: 'Kearns',
    zip: '84118',
    phone: '(801) 555-0172',
    googleMapLink: 'https://maps.google.com/?q=5600+Oval+Drive+Kearns+UT',
    faqLink: 'https://wasatchlegacy.org/speed-oval/faq',
  },
  {
    slug: 'nordic-center',
    name: 'Hollow Creek Nordic Center',
    displayName: 'Hollow Creek Nordic Center',
    streetAddress: '2000 Hollow Creek Road',
    city: 'Midway',
    zip: '84049',
    phone: '(435) 555-0118',
    googleMapLink: 'https://maps.google.com/?q=2000+Hollow+Creek+Road+Midway+UT',
  },
  {
    slug: 'heritage-museum',
    name: 'Summit Heritage Museum',
    displayName: 'Summit Heritage Museum',
    streetAddress: '120 Main Street',
    city: 'Park City',
    zip: '84060',
    phone: '(435) 555-0199',
  },
];

export const demoActivities: DemoActivity[] = [
  {
    code: 'bobsled-experience',
    venue: 'olympic-park',
    displayName: 'Bobsled Experience',
    description:
      'Ride the 2002 Olympic track with a professional pilot: up to 80 mph and 5 Gs through 10 curves in under a minute.',
    preview: 'Ride the Olympic track with a pro pilot at up to 80 mph.',
    location: 'Wasatch Olympic Park · Track Start House',
    categoryName: 'Sport',
    dateSelectionType: 'calendar_select',
    timed: true,
    collectAttendeeDetails: true,
    collectAttendeeDob: true,
    cutoffHours: 2,
    maxQuantity: 4,
    isFeatured: true,
    learnMoreUrl: 'https://wasatchlegacy.org/olympic-park/bobsled',
    serviceDetails: 'Riders must be 16 or older and weigh between 100 and 275 lbs.',
    tickets: [
      {
        code: 'bobsled-adult',
        name: 'Adult Rider',
        priceCents: 9500,
        minAge: 18,
        taxRateBps: UTAH_TAX,
        category: 'Rider',
      },
      {
        code: 'bobsled-youth',
        name: 'Youth Rider (16-17)',
        priceCents: 8500,
        minAge: 16,
        maxAge: 17,
        taxRateBps: UTAH_TAX,
        category: 'Rider',
        description: 'A parent or guardian must sign the waiver.',
      },
    ],
    bookingUdfs: [
      {
        fieldName: 'group_name',
        label: 'Group or family name',
        fieldType: 'string',
        fieldLength: 40,
      },
      {
        fieldName: 'heard_about_us',
        label: 'How did you hear about us?',
        fieldType: 'select',
        isRequired: true,
        options: [
          ' Friend or family',
          'Social media',
          'Search engine ',
          'Hotel concierge',
          'Other',
        ],
      },
      { fieldName: 'first_visit', label: 'Is this your first visit?', fieldType: 'boolean' },
      { fieldName: 'arrival_date', label: 'Arrival date in Park City', fieldType: 'date' },
      {
        fieldName: 'party_size',
        label: 'Total party size',
        fieldType: 'numeric',
        isRequired: true,
        fieldLength: 2,
      },
    ],
    attendeeUdfs: [
      {
        fieldName: 'weight_lbs',
        label: 'Weight (lbs)',
        fieldType: 'numeric',
        isRequired: true,
        fieldLength: 3,
      },
      {
        fieldName: 'emergency_phone',
        label: 'Emergency contact phone',
        fieldType: 'string',
        isRequired: true,
        fieldLength: 20,
      },
    ],
    waivers: [
      { name: 'Bobsled Participant Waiver', link: 'https://waivers.wasatchlegacy.org/bobsled' },
    ],
    sessions: {
      kind: 'daily',
      times: ['10:00', '12:00', '14:00', '16:00'],
      minutes: 90,
      capacity: 16,
      days: 365,
    },
  },
  {
    code: 'zipline-tour',
    venue: 'olympic-park',
    displayName: 'Extreme Zipline Tour',
    description:
      'Drop 110 vertical feet alongside the Olympic ski jumps on one of the steepest ziplines in North America.',
    preview: 'Fly down beside the Olympic ski jumps.',
    location: 'Wasatch Olympic Park · Adventure Base',
    categoryName: 'Adventure',
    dateSelectionType: 'calendar_select',
    timed: true,
    maxQuantity: 8,
    displaySoldOutMessage: true,
    soldOutMessage:
      'Zipline tours often sell out on weekends. Check back for cancellations or choose another day.',
    tickets: [
      { code: 'zipline-adult', name: 'Adult', priceCents: 4500, taxRateBps: UTAH_TAX },
      {
        code: 'zipline-child',
        name: 'Child (6-12)',
        priceCents: 3500,
        taxRateBps: UTAH_TAX,
        minAge: 6,
        maxAge: 12,
      },
      {
        code: 'zipline-photo',
        name: 'Photo Package',
        priceCents: 1500,
        taxRateBps: UTAH_TAX,
        addOn: true,
      },
    ],
    sessions: {
      kind: 'daily',
      times: ['10:00', '12:00', '14:00', '16:00', '18:00'],
      minutes: 60,
      capacity: 24,
      days: 365,
    },
  },
  {
    code: 'museum-admission',
    venue: 'olympic-park',
    displayName: 'Alf Engen Ski Museum Admission',
    description:
      'Two floors of Utah ski history and interactive Olympic exhibits. Children under 12 visit free.',
    preview: 'Utah ski history and interactive Olympic exhibits.',
    location: 'Wasatch Olympic Park · Joe Quinney Lodge',
    categoryName: 'Museum',
    dateSelectionType: 'dropdown_select',
    timed: false,
    general: true,
    maxQuantity: 20,
    tickets: [
      { code: 'museum-adult', name: 'Adult', priceCents: 1200 },
      { code: 'museum-senior', name: 'Senior (65+)', priceCents: 1000, minAge: 65 },
      { code: 'museum-child', name: 'Child (under 12)', priceCents: 0, maxAge: 11 },
    ],
    sessions: { kind: 'dated-items', days: 14, capacity: 300, anyDayItem: 'Any Day Admission' },
  },
  {
    code: 'public-skate',
    venue: 'speed-oval',
    displayName: 'Public Skate',
    description:
      'Skate the fastest ice on earth on the Olympic long-track oval. Prices change with demand; book early for the best rate.',
    preview: 'Skate the Olympic long-track oval.',
    location: 'Legacy Speed Oval · Main Rink',
    categoryName: 'Sport',
    dateSelectionType: 'dynamic_price_select',
    timed: true,
    maxQuantity: 10,
    tickets: [
      { code: 'skate-admission', name: 'Skate Admission', priceCents: 3000, taxRateBps: UTAH_TAX },
      {
        code: 'skate-rental',
        name: 'Skate Rental',
        priceCents: 800,
        taxRateBps: UTAH_TAX,
        addOn: true,
      },
      { code: 'skate-locker', name: 'Locker', priceCents: 200, addOn: true },
    ],
    sessions: {
      kind: 'dynamic',
      times: ['10:00', '12:00', '14:00', '16:00', '18:00'],
      minutes: 90,
      capacity: 280,
      days: 21,
    },
  },
  {
    code: 'learn-to-skate',
    venue: 'speed-oval',
    displayName: 'Learn to Skate Class',
    description: 'A one-hour weekend class with a certified coach. Skates and helmets included.',
    preview: 'Weekend classes with a certified coach.',
    location: 'Legacy Speed Oval · Training Rink',
    categoryName: 'Sport',
    dateSelectionType: 'calendar_select',
    timed: true,
    collectAttendeeDetails: true,
    maxQuantity: 6,
    tickets: [
      { code: 'skate-class', name: 'Class Participant', priceCents: 2500, taxRateBps: UTAH_TAX },
    ],
    attendeeUdfs: [
      {
        fieldName: 'skill_level',
        label: 'Skating experience',
        fieldType: 'select',
        isRequired: true,
        options: ['Never skated', 'Beginner', 'Intermediate'],
      },
      {
        fieldName: 'helmet_size',
        label: 'Helmet size',
        fieldType: 'select',
        options: ['Small', 'Medium', 'Large'],
      },
      { fieldName: 'needs_assistance', label: 'Needs on-ice assistance', fieldType: 'boolean' },
    ],
    levels: [
      {
        name: 'Beginner',
        description: 'First steps on the ice: balance, stopping and getting up.',
      },
      { name: 'Intermediate', description: 'Crossovers, backward skating and edges.' },
      { name: 'Advanced', description: 'Speed-skating technique on the long track.' },
    ],
    linkedTo: ['public-skate'],
    sessions: {
      kind: 'daily',
      times: ['09:00'],
      minutes: 60,
      capacity: 12,
      days: 365,
      weekdays: [6, 7],
    },
  },
  {
    code: 'curling-try-it',
    venue: 'speed-oval',
    displayName: 'Curling Try-It Night',
    description:
      'Learn to throw stones and sweep with local club members. Spectators welcome free of charge.',
    preview: 'Throw stones and sweep with the local club.',
    location: 'Legacy Speed Oval · Curling Sheets',
    categoryName: 'Sport',
    dateSelectionType: 'calendar_select',
    timed: true,
    maxQuantity: 8,
    displaySoldOutMessage: true,
    soldOutMessage: 'Try-It Nights are very popular. Join the waitlist at the front desk.',
    tickets: [
      { code: 'curling-curler', name: 'Curler', priceCents: 3000, taxRateBps: UTAH_TAX },
      { code: 'curling-spectator', name: 'Spectator', priceCents: 0 },
    ],
    sessions: {
      kind: 'daily',
      times: ['18:00'],
      minutes: 120,
      capacity: 20,
      days: 365,
      weekdays: [5, 6],
    },
  },
  {
    code: 'trail-pass',
    venue: 'nordic-center',
    displayName: 'Nordic Trail Pass',
    description: 'Access to 30 km of groomed classic and skate-ski trails, open daily in season.',
    preview: '30 km of groomed classic and skate trails.',
    location: 'Hollow Creek Nordic Center · Day Lodge',
    categoryName: 'Sport',
    dateSelectionType: 'dropdown_select',
    timed: false,
    general: true,
    showSeason: true,
    hideCalendarAndDates: true,
    maxQuantity: 10,
    tickets: [
      { code: 'trail-adult', name: 'Adult', priceCents: 2200, taxRateBps: UTAH_TAX },
      {
        code: 'trail-youth',
        name: 'Youth (7-17)',
        priceCents: 1200,
        taxRateBps: UTAH_TAX,
        minAge: 7,
        maxAge: 17,
      },
      {
        code: 'trail-senior',
        name: 'Senior (65+)',
        priceCents: 1500,
        taxRateBps: UTAH_TAX,
        minAge: 65,
      },
    ],
    sessions: { kind: 'season-items', capacity: 5000 },
  },
  {
    code: 'snowshoe-tour',
    venue: 'nordic-center',
    displayName: 'Guided Snowshoe Tour',
    description: 'A two-hour naturalist-led walk through aspen groves and along Hollow Creek.',
    preview: 'A naturalist-led walk through the aspens.',
    location: 'Hollow Creek Nordic Center · Trailhead',
    categoryName: 'Nature',
    dateSelectionType: 'calendar_select',
    timed: true,
    cutoffHours: 24,
    maxQuantity: 6,
    tickets: [
      { code: 'snowshoe-adult', name: 'Adult', priceCents: 4000, taxRateBps: UTAH_TAX },
      {
        code: 'snowshoe-child',
        name: 'Child (6-12)',
        priceCents: 2500,
        taxRateBps: UTAH_TAX,
        minAge: 6,
        maxAge: 12,
      },
      {
        code: 'snowshoe-rental',
        name: 'Snowshoe Rental',
        priceCents: 1000,
        taxRateBps: UTAH_TAX,
        addOn: true,
      },
    ],
    sessions: { kind: 'daily', times: ['10:00', '13:00'], minutes: 120, capacity: 15, days: 365 },
  },
  {
    code: 'tubing-hill',
    venue: 'nordic-center',
    displayName: 'Tubing Hill Session',
    description:
      'Ninety minutes on the longest tubing lanes in the Wasatch, with a surface lift back up.',
    preview: 'Ninety minutes on the longest lanes in the Wasatch.',
    location: 'Hollow Creek Nordic Center · Tubing Hill',
    categoryName: 'Adventure',
    dateSelectionType: 'dropdown_select',
    timed: true,
    maxQuantity: 10,
    tickets: [{ code: 'tubing-rider', name: 'Tube Rider', priceCents: 2800, taxRateBps: UTAH_TAX }],
    sessions: {
      kind: 'daily',
      times: ['11:00', '13:00', '15:00'],
      minutes: 90,
      capacity: 40,
      days: 30,
    },
  },
  {
    code: 'private-group',
    venue: 'olympic-park',
    displayName: 'Private Group Booking',
    description: 'Reserved for schools and corporate groups by arrangement with our sales team.',
    preview: 'For schools and corporate groups.',
    location: 'Wasatch Olympic Park',
    categoryName: 'Groups',
    dateSelectionType: 'dropdown_select',
    timed: false,
    onDisplay: false,
    maxQuantity: 50,
    tickets: [{ code: 'group-guest', name: 'Group Guest', priceCents: 2000 }],
    sessions: { kind: 'dated-items', days: 7, capacity: 60, anyDayItem: 'Flexible Group Date' },
  },
  {
    code: 'heritage-exhibit',
    venue: 'heritage-museum',
    displayName: 'Heritage Exhibit (closed for renovation)',
    description: 'The heritage exhibit is closed for renovation.',
    preview: 'Closed for renovation.',
    location: 'Summit Heritage Museum',
    categoryName: 'Museum',
    dateSelectionType: 'dropdown_select',
    timed: false,
    archived: true,
    maxQuantity: 10,
    tickets: [{ code: 'heritage-adult', name: 'Adult', priceCents: 800 }],
    sessions: { kind: 'dated-items', days: 3, capacity: 50, anyDayItem: 'Any Day Admission' },
  },
];
