import { imageUploadAccept } from '@shop/core/image-uploads';
import type { PassHolder } from '@shop/core/pass-card-api';
import { holderPhotoTexts as texts } from '@shop/core/pass-photo-api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FilePickerButton } from '../../../components/ui/file-picker-button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeHolderPhoto } from '../api/holder-photo.ts';
import { HolderPhoto } from './holder-photo.tsx';

/**
 * A household member's photo on the account page (decision 091): added, replaced or removed by
 * the primary member; the card and the gate show it. What happened is said in a status line.
 */
export function HolderPhotoField({ holder, token }: { holder: PassHolder; token: string }) {
  const change = useChangeHolderPhoto(token);
  const [said, setSaid] = useState<string | null>(null);
  const name = `${holder.firstName} ${holder.lastName}`;

  const send = (file: File | null) => {
    setSaid(null);
    change.mutate(
      { memberId: holder.memberId, file },
      { onSuccess: (answer) => setSaid(answer.message) },
    );
  };

  return (
    <div className="mt-4 flex items-start gap-4 border-t border-navy-900/10 pt-4">
      <HolderPhoto name={name} photoUrl={holder.photoUrl} className="size-20 text-xl" />
      <div className="min-w-0 space-y-2">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-navy-950">{texts.sectionLabel}</span> · {texts.hint}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <FilePickerButton
            label={
              holder.photoUrl
                ? texts.replacePhoto(holder.firstName)
                : texts.addPhoto(holder.firstName)
            }
            accept={imageUploadAccept}
            isDisabled={change.isPending}
            onFile={send}
          />
          {holder.photoUrl ? (
            <Button
              variant="ghost"
              size="sm"
              isDisabled={change.isPending}
              onPress={() => send(null)}
            >
              {texts.removePhoto(holder.firstName)}
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-navy-800">
          {change.isPending ? (
            <span className="flex items-center gap-2">
              <Spinner className="size-4" /> {texts.uploading}
            </span>
          ) : change.isError ? (
            <span className="flex items-start gap-1.5 font-medium text-red-700">
              <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {change.error instanceof ApiError && change.error.body
                ? change.error.message
                : texts.failed}
            </span>
          ) : (
            said
          )}
        </p>
      </div>
    </div>
  );
}
