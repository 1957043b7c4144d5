import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { formatCalendarDate } from '@shop/core/shop-time';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { QuantityField } from '../../../components/ui/quantity-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { useMemberEmail } from '../../../lib/member-token.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import { useFocusWhenShown } from '../../../hooks/use-focus-when-shown.ts';

/** The server's word on each field (400), else one message for the form. */
function describeFailure(error: unknown) {
  if (error instanceof ApiError && error.body?.errors) {
    const { fields, message } = error.body.errors;
    return { fields: fields ?? {}, message: fields ? null : message };
  }
  return {
    fields: {},
    message: isNetworkError(error)
      ? 'The server could not be reached. Please check your connection and try again.'
      : 'An error occurred while joining the waiting list. Please try again.',
  };
}

/**
 * The waiting list of the chosen day's sold-out times (issue 34, decision 103): an address, the
 * places wanted and whether fewer will do. Shown folded under the times; the answer says the
 * place in line, and the link to see it or leave comes by e-mail.
 */
export function WaitlistJoin({
  activity,
  soldOutTimes,
  chosenDate,
}: {
  activity: Activity;
  soldOutTimes: ActivityTime[];
  /** The day the calendar has chosen, whose times need not name it; null in a dropdown. */
  chosenDate: string | null;
}) {
  const memberEmail = useMemberEmail();
  const [isOpen, setIsOpen] = useState(false);
  const [timeId, setTimeId] = useState(String(soldOutTimes[0]?.id ?? ''));
  const [email, setEmail] = useState('');
  const [places, setPlaces] = useState(1);
  const [acceptsFewer, setAcceptsFewer] = useState(false);
  const join = useJoinWaitlist(activity.id);
  // The answer replaces the form whose button was pressed: focus goes to it, not to the page.
  const answerRef = useFocusWhenShown<HTMLDivElement>(join.isSuccess);
  const failure = join.isError ? describeFailure(join.error) : null;
  const chosen = soldOutTimes.find((time) => String(time.id) === timeId) ?? soldOutTimes[0];
  // A time of another day than the chosen one names its day.
  const labelOf = (time: ActivityTime) =>
    time.startDate === chosenDate
      ? time.displayLabel
      : `${formatCalendarDate(time.startDate)}, ${time.displayLabel}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    join.mutate({ timeId: chosen.id, body: { email: memberEmail ?? email, places, acceptsFewer } });
  };

  if (join.isSuccess) {
    return (
      <div ref={answerRef} tabIndex={-1} className="rounded-xl outline-none">
        <Alert role="status" headingLevel={3} title={join.data.message} />
      </div>
    );
  }
  return (
    <section aria-labelledby="waitlist-heading" className="rounded-xl bg-glacier-100 p-4 sm:p-5">
      <h3 id="waitlist-heading" className="text-base font-bold text-navy-950">
        Sold out? Join the waiting list
      </h3>
      <p className="mt-1 text-[0.9375rem] text-navy-900">
        {soldOutTimes.length === 1 ? `${labelOf(soldOutTimes[0]!)} is sold out. ` : null}
        If places come back, we hold them for you in turn and e-mail you.
      </p>
      {/* A logged-in member's form is open, their address known: joining is one press. */}
      {isOpen || memberEmail ? (
        <GuardedForm isSubmitting={join.isPending} onSubmit={submit} className="mt-4 space-y-4">
          {failure?.message ? (
            <Alert tone="error" role="alert" headingLevel={3} title={failure.message} />
          ) : null}
          {soldOutTimes.length > 1 ? (
            <SelectField
              label="Time"
              // Opened by its button, which it replaces: focus goes on to the first field.
              autoFocus={isOpen}
              placeholder="Choose a time"
              value={timeId}
              onChange={setTimeId}
              options={soldOutTimes.map((time) => ({
                id: String(time.id),
                label: labelOf(time),
              }))}
            />
          ) : null}
          {memberEmail ? (
            <p className="text-[0.9375rem] text-navy-900">
              We will e-mail <span className="font-semibold">{memberEmail}</span>.
            </p>
          ) : (
            <TextInputField
              label="Email"
              type="email"
              autoFocus={isOpen && soldOutTimes.length === 1}
              autoComplete="email"
              isRequired
              value={email}
              onChange={setEmail}
              error={failure?.fields['email']?.[0]}
            />
          )}
          <QuantityField
            label="Places"
            minValue={1}
            maxValue={activity.maxQuantity}
            value={places}
            onChange={setPlaces}
            error={failure?.fields['places']?.[0]}
          />
          <CheckboxField
            label="Fewer places will do"
            value={acceptsFewer}
            onChange={setAcceptsFewer}
          />
          <SubmitButton isSubmitting={join.isPending} pendingLabel="Joining…">
            Join the Waiting List
          </SubmitButton>
        </GuardedForm>
      ) : (
        <Button variant="secondary" className="mt-3" onPress={() => setIsOpen(true)}>
          Join the Waiting List
        </Button>
      )}
    </section>
  );
}
