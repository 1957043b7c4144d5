import type { UseFormRegisterReturn } from 'react-hook-form';
import { RegisteredTextField } from '../ui/registered-text-field.tsx';

/** A field whose label, box, hint and message take the four rows of its parent grid. */
const subgridFieldClasses = 'row-span-4 grid grid-rows-subgrid content-start';

export const cardFieldNames = ['creditCard', 'expMonth', 'expYear', 'verificationCode'] as const;
export type CardFieldName = (typeof cardFieldNames)[number];

/** The three short fields under the card number, alike but for their words. */
const expiryAndCodeFields = [
  {
    name: 'expMonth',
    label: 'Expiration month',
    description: 'MM',
    autoComplete: 'cc-exp-month',
    layout: '',
  },
  {
    name: 'expYear',
    label: 'Expiration year',
    description: 'YYYY',
    autoComplete: 'cc-exp-year',
    layout: '',
  },
  {
    name: 'verificationCode',
    label: 'Security code',
    description: '3 to 4 digits, on the back of the card',
    autoComplete: 'cc-csc',
    // On a phone the two expiry fields fill a row: the security code takes the next one.
    layout: 'col-span-2 max-sm:mt-5 sm:col-span-1',
  },
] as const;

export interface CardFieldsProps {
  /** A card field's id, registration and message, from the payment form. */
  field: (name: CardFieldName) => {
    id: string;
    registration: UseFormRegisterReturn;
    error: string | undefined;
  };
}

/** The card number, expiry and security code, typed into the page and sent to the vault. */
export function CardFields({ field }: CardFieldsProps) {
  return (
    <fieldset className="sm:rounded-xl sm:bg-glacier-50 sm:p-5 sm:ring-1 sm:ring-navy-900/10 sm:ring-inset">
      <legend className="sr-only">Card details</legend>
      <p
        aria-hidden="true"
        className="mb-4 text-sm font-bold tracking-wide text-navy-800 uppercase"
      >
        Card details
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
        <RegisteredTextField
          {...field('creditCard')}
          label="Credit card number"
          isRequired
          inputMode="numeric"
          autoComplete="cc-number"
          className="col-span-2 sm:col-span-3"
        />
        {/* Each field's label, box, hint and message are rows of one grid, so a label that
            wraps on a phone does not push its box below its neighbour's. */}
        <div className="col-span-2 grid grid-cols-2 gap-x-4 sm:col-span-3 sm:grid-cols-3">
          {expiryAndCodeFields.map(({ name, layout, ...props }) => (
            <RegisteredTextField
              key={name}
              {...field(name)}
              {...props}
              isRequired
              inputMode="numeric"
              className={layout ? `${subgridFieldClasses} ${layout}` : subgridFieldClasses}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
