import { zodResolver } from '@hookform/resolvers/zod';
import { admitTicketBodySchema, type AdmitTicketBody } from '@shop/core/check-in-api';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { RegisteredTextField } from '../../../components/ui/registered-text-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The code typed from under the QR, for a ticket the camera cannot read. */
export function TicketCodeForm({
  onCode,
  isChecking,
}: {
  onCode: (code: string) => Promise<unknown>;
  isChecking: boolean;
}) {
  const form = useForm<AdmitTicketBody>({
    resolver: zodResolver(admitTicketBodySchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    await onCode(code);
    form.reset();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      <RegisteredTextField
        label="Ticket code"
        description="The letters and digits under the QR code; spaces do not matter."
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Button type="submit" isDisabled={isChecking}>
        {isChecking ? <Spinner className="size-4" /> : null}
        Check in
      </Button>
    </form>
  );
}
