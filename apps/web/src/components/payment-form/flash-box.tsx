import type { Ref } from 'react';
import { AlertIcon } from '../ui/icons.tsx';
import type { FlashMessage } from './describe-failure.ts';

/**
 * The checkout's failure box (SPEC section 8): a title and a message, or the payment provider's
 * per-field list with a link to each field. The page moves focus to it when it appears, so the
 * visitor hears it and finds it at the top of the page.
 */
export function FlashBox({
  flash,
  fieldInputId,
  ref,
}: {
  flash: FlashMessage;
  /** The id of a billing field's input, to link each listed field to it. */
  fieldInputId?: (field: string) => string;
  ref?: Ref<HTMLDivElement>;
}) {
  const fieldErrors = flash.fieldErrors ?? [];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex gap-3 rounded-xl bg-red-50 p-4 text-red-950 ring-1 ring-red-700/25 ring-inset sm:p-5"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 className="text-base font-bold">{flash.title ?? flash.message}</h2>
        {flash.title ? <p className="text-[0.9375rem] leading-relaxed">{flash.message}</p> : null}
        {fieldErrors.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-[0.9375rem]">
            {fieldErrors.map((problem, index) => {
              const inputId = problem.field && fieldInputId ? fieldInputId(problem.field) : null;
              return (
                <li key={`${problem.label}-${index}`}>
                  {inputId ? (
                    <a
                      href={`#${inputId}`}
                      onClick={(event) => {
                        // Move focus into the field, not just the view to it.
                        const input = document.getElementById(inputId);
                        if (!input) return;
                        event.preventDefault();
                        input.focus();
                      }}
                      className="font-semibold underline decoration-red-700/50 underline-offset-2 hover:decoration-red-900"
                    >
                      {problem.label}
                    </a>
                  ) : (
                    <span className="font-semibold">{problem.label}</span>
                  )}
                  : {problem.message}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
