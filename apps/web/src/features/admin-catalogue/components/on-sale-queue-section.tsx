import { zodResolver } from '@hookform/resolvers/zod';
import {
  onSaleQueueBodySchema,
  queueTexts,
  type AdminOnSaleQueue,
  type OnSaleQueueBody,
} from '@shop/core/queue-api';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { GuardedForm } from '../../../components/ui/guarded-form.tsx';
import { RegisteredFields } from '../../../components/ui/registered-fields.tsx';
import { LoadingShapes } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { focusFirstField, focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { applyRefusal } from '../../admin-shared/components/admin-form-parts.tsx';
import { showSaved } from '../../admin-shared/components/admin-toasts.tsx';
import { ConfirmDialog } from '../../admin-shared/components/confirm-dialog.tsx';
import { QueryFailure } from '../../admin-shared/components/query-states.tsx';
import { isForbidden, refusalMessage } from '../../admin-shared/lib/error-messages.ts';
import { useOnSaleQueue, useEndOnSaleQueue, useScheduleOnSaleQueue } from '../api/on-sale-queue.ts';
import { capitalise, goodsOf, onSaleQueueTexts as texts } from './on-sale-queue-texts.ts';
import { EditorSection } from './editor-section.tsx';

const { shape } = onSaleQueueBodySchema;
/** The form's fields hold text; read by core's body schema, so the form and server refuse alike. */
const queueFormSchema = z.object({
  opensOn: z.string().trim().min(1, texts.dateRequired).pipe(shape.opensOn),
  opensAtTime: z.string().trim().min(1, texts.timeRequired).pipe(shape.opensAtTime),
  admitPerMinute: z.string().trim().transform(Number).pipe(shape.admitPerMinute),
  passMinutes: z.string().trim().transform(Number).pipe(shape.passMinutes),
});
type QueueFormInput = z.input<typeof queueFormSchema>;

function valuesOf(queue: AdminOnSaleQueue | null): QueueFormInput {
  return {
    opensOn: queue?.opensOn ?? '',
    opensAtTime: queue?.opensAtTime ?? '',
    admitPerMinute: String(queue?.admitPerMinute ?? 100),
    passMinutes: String(queue?.passMinutes ?? 20),
  };
}

/** The opening's fields, fixed once the queue has opened: only its rate and turns change then. */
function queueFields(hasOpened: boolean) {
  const opening = hasOpened
    ? { readOnly: true, description: queueTexts.openedAlready }
    : { description: 'In the shop’s time (Denver).' };
  return [
    { name: 'opensOn', label: 'Opening date', type: 'date', isRequired: true, ...opening },
    { name: 'opensAtTime', label: 'Opening time', type: 'time', isRequired: true, ...opening },
    {
      name: 'admitPerMinute',
      label: 'Visitors let through per minute',
      inputMode: 'numeric',
      autoComplete: 'off',
      isRequired: true,
      description: 'From 1 to 10,000.',
    },
    {
      name: 'passMinutes',
      label: 'Minutes each visitor has to buy',
      inputMode: 'numeric',
      autoComplete: 'off',
      isRequired: true,
      description: 'From 5 to 240.',
    },
  ] as const;
}

/** Sets the queue up when none is on; changes the one that is. */
function QueueForm({ scope, queue }: { scope: number; queue: AdminOnSaleQueue | null }) {
  const form = useForm<QueueFormInput, unknown, OnSaleQueueBody>({
    resolver: zodResolver(queueFormSchema),
    defaultValues: valuesOf(queue),
    // Checked on submit, then as fields change: a check on blur would move the button.
    mode: 'onSubmit',
  });
  const schedule = useScheduleOnSaleQueue(scope);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const save = async (body: OnSaleQueueBody, formElement: HTMLFormElement) => {
    setFailure(null);
    try {
      const saved = await schedule.mutateAsync(body);
      form.reset(valuesOf(saved));
      showSaved(queue ? texts.saved : texts.setUpDone(saved));
    } catch (error) {
      setFailure(applyRefusal(error, form.setError, texts.saveFailed));
      focusFirstInvalid(formElement);
    }
  };

  return (
    <GuardedForm
      isSubmitting={isSubmitting}
      onSubmit={(event) => {
        const formElement = event.currentTarget;
        return form.handleSubmit(
          (body) => save(body, formElement),
          () => focusFirstInvalid(formElement),
        )(event);
      }}
      aria-label={queue ? 'Change the on-sale queue' : 'Set up an on-sale queue'}
      className="space-y-5"
    >
      {failure ? <Alert tone="error" role="alert" headingLevel={3} title={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredFields
          register={form.register}
          errors={errors}
          fields={queueFields(queue?.drawnAt != null)}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="submit">
          {isSubmitting ? <Spinner className="size-4" /> : null}
          {queue ? texts.save : texts.setUp}
        </Button>
      </div>
    </GuardedForm>
  );
}

/** The queue that is on: its opening, its counts, and the button that ends it (asking first). */
function QueueSummary({
  scope,
  queue,
  onEnded,
}: {
  scope: number;
  queue: AdminOnSaleQueue;
  onEnded: () => void;
}) {
  const end = useEndOnSaleQueue(scope);
  const [isConfirming, setConfirming] = useState(false);
  const failure = refusalMessage(end.error);
  const confirm = () => {
    setConfirming(false);
    end.mutate(undefined, {
      onSuccess: () => {
        showSaved(`The on-sale queue has ended: ${goodsOf(scope)} ${texts.ended}`);
        onEnded();
      },
    });
  };
  return (
    <div className="space-y-3">
      <div className="space-y-3 rounded-2xl bg-glacier-50 p-4 ring-1 ring-glacier-700/15 sm:flex sm:items-center sm:justify-between sm:space-y-0 sm:gap-4">
        <div className="text-navy-900">
          <p className="font-semibold text-navy-950">{texts.opens(queue)}</p>
          <p>{texts.counts(queue)}</p>
        </div>
        <Button variant="secondary" onPress={() => setConfirming(true)}>
          {end.isPending ? <Spinner className="size-4" /> : null}
          {texts.end}
        </Button>
      </div>
      {failure ? <Alert tone="error" role="alert" headingLevel={3} title={failure} /> : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={texts.endTitle}
        confirmLabel={texts.end}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        {`${capitalise(goodsOf(scope))} ${texts.endBody}`}
      </ConfirmDialog>
    </div>
  );
}

/**
 * An activity's on-sale queue on its back office page, or the memberships' on theirs (issue 34,
 * decision 104): set up when none is on; when one is, its opening and counts, its form to change
 * it, and ending it.
 */
export function OnSaleQueueSection({ scope }: { scope: number }) {
  const queue = useOnSaleQueue(scope);
  // Each queue ended gives a fresh form, with the defaults of a new one.
  const [ended, setEnded] = useState(0);
  const content = useRef<HTMLDivElement>(null);
  if (isForbidden(queue.error)) return null;
  return (
    <EditorSection
      id="on-sale-queue"
      title={texts.title}
      description={`Put ${goodsOf(scope)} ${texts.description}`}
    >
      <div ref={content} className="space-y-5">
        {queue.isError ? (
          <QueryFailure query={queue} title={texts.loadFailed} headingLevel={3} />
        ) : queue.isPending ? (
          <LoadingShapes label={texts.loading} shapes={['h-48 w-full']} />
        ) : (
          <>
            {queue.data ? (
              <QueueSummary
                scope={scope}
                queue={queue.data}
                onEnded={() => {
                  setEnded((count) => count + 1);
                  // The End Queue button is gone: on to the fresh form, to set another up.
                  focusFirstField(content.current);
                }}
              />
            ) : null}
            <QueueForm key={ended} scope={scope} queue={queue.data} />
          </>
        )}
      </div>
    </EditorSection>
  );
}
