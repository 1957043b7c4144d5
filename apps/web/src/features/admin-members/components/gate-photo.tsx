import type { PassAdmission } from '@shop/core/check-in-api';
import { imageUploadAccept } from '@shop/core/image-uploads';
import { holderPhotoTexts as texts } from '@shop/core/pass-photo-api';
import { FilePickerButton } from '../../../components/ui/file-picker-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHolderPhoto } from '../api/holder-photos.ts';

/**
 * Below a pass holder's admission (decision 091): with no photo on file, the gate takes one
 * (a phone opens its back camera); with one, it can replace it. The answer then shows it.
 */
export function GatePhoto({
  admission,
  onTaken,
}: {
  admission: PassAdmission;
  /** The admission again, with the photo just taken. */
  onTaken: (admission: PassAdmission) => void;
}) {
  const take = useHolderPhoto();
  const name = admission.guestName;
  return (
    <div className="space-y-2 rounded-2xl bg-white px-4 py-3 shadow-card ring-1 ring-navy-900/5">
      {admission.photoUrl ? null : <p className="text-sm text-navy-800">{texts.gateNoPhoto}</p>}
      <FilePickerButton
        label={admission.photoUrl ? texts.retakePhotoOf(name) : texts.takePhotoOf(name)}
        accept={imageUploadAccept}
        capture="environment"
        variant={admission.photoUrl ? 'secondary' : 'primary'}
        size="md"
        isDisabled={take.isPending}
        onFile={(file) =>
          take.mutate(
            { memberId: admission.memberId, file },
            { onSuccess: (answer) => onTaken({ ...admission, photoUrl: answer.photoUrl }) },
          )
        }
      />
      <p role="status" className="text-sm text-navy-800">
        {take.isPending ? (
          <span className="flex items-center gap-2">
            <Spinner className="size-4" /> {texts.uploading}
          </span>
        ) : take.isError ? (
          <span className="font-medium text-red-700">
            {take.error instanceof ApiError && take.error.body ? take.error.message : texts.failed}
          </span>
        ) : take.isSuccess ? (
          take.data.message
        ) : null}
      </p>
    </div>
  );
}
