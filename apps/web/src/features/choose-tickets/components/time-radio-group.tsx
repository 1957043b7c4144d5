import type { ActivityTime } from '@shop/core/catalogue';
import { formatPrice } from '@shop/core/money';
import { formatVacancyLabel } from '@shop/core/vacancy';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { cn } from '../../../components/ui/cn.ts';
import { formatLongDate } from '../../../lib/format-date.ts';
import { lowestTicketPriceCents } from '../lib/session-labels.ts';

export interface TimeRadioGroupProps {
  date: string;
  times: ActivityTime[];
  selectedTimeId: number | null;
  onSelect: (timeId: number) => void;
  /** dynamic_price_select: each session shows its price. */
  showsPrices: boolean;
}

/**
 * The date's sessions as radio tiles with their vacancy. The page leaves sold-out times out; one
 * that sold out while chosen stays, marked 'sold out' and not to be chosen again.
 */
export function TimeRadioGroup({
  date,
  times,
  selectedTimeId,
  onSelect,
  showsPrices,
}: TimeRadioGroupProps) {
  return (
    <RadioGroup
      value={selectedTimeId === null ? null : String(selectedTimeId)}
      onChange={(value) => onSelect(Number(value))}
      className="flex flex-col gap-3"
    >
      <Label className="text-[0.9375rem] font-semibold text-navy-950">
        Times for {formatLongDate(date)}
      </Label>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
        {times.map((time) => {
          const isSoldOut = time.vacancy <= 0;
          const priceCents = showsPrices ? lowestTicketPriceCents(time) : null;
          return (
            <Radio
              key={time.id}
              value={String(time.id)}
              isDisabled={isSoldOut}
              className={cn(
                'group relative flex cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-navy-900/15 transition-colors ring-inset',
                'hover:bg-glacier-50 hover:ring-glacier-600/50',
                'data-[selected]:bg-glacier-100 data-[selected]:ring-2 data-[selected]:ring-navy-900',
                'data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-(--focus-color)',
                'data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-50 data-[disabled]:hover:ring-navy-900/15',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white group-data-[disabled]:border-slate-300 group-data-[selected]:border-navy-900"
              >
                <span className="size-2.5 rounded-full bg-navy-900 opacity-0 group-data-[selected]:opacity-100" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span
                  className={cn(
                    'font-semibold text-navy-950',
                    isSoldOut && 'text-slate-600 line-through',
                  )}
                >
                  {time.nameForDisplay}
                </span>
                <span
                  className={cn(
                    'text-sm',
                    isSoldOut
                      ? 'font-semibold text-red-800'
                      : time.vacancy <= 5
                        ? 'font-semibold text-ember-700'
                        : 'text-slate-600',
                  )}
                >
                  {formatVacancyLabel(time.vacancy)}
                </span>
              </span>
              {priceCents !== null ? (
                <span className="text-sm font-bold text-navy-900 tabular-nums">
                  {formatPrice(priceCents)}
                </span>
              ) : null}
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
