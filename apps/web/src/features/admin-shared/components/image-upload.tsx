import type { UploadedImage } from '@shop/core/admin-catalogue-api';
import { imageUploadAccept } from '@shop/core/image-uploads';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { FieldErrorMessage } from '../../../components/ui/field-error-message.tsx';
import { FieldLabel } from '../../../components/ui/field-parts.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refusalMessage } from '../lib/error-messages.ts';
import { uploadImage } from '../api/images.ts';

/** Picks a picture, uploads it (the server resizes it) and shows what the shop will show. */
export function ImageUpload({
  label,
  previewUrl,
  onUploaded,
  description,
}: {
  label: string;
  previewUrl: string | null | undefined;
  onUploaded: (image: UploadedImage) => void;
  description: string;
}) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, error: null });
    try {
      onUploaded(await uploadImage(file));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({
        busy: false,
        error: refusalMessage(error, 'The image could not be uploaded.'),
      });
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex aspect-[16/9] w-full max-w-64 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-glacier-100 to-glacier-300 ring-1 ring-navy-900/10">
        {previewUrl ? (
          <img src={previewUrl} alt="" className="size-full object-cover" />
        ) : (
          <span className="text-sm text-navy-800">No image yet</span>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <FieldLabel label={label} htmlFor={id} />
        <input
          id={id}
          type="file"
          accept={imageUploadAccept}
          aria-describedby={`${id}-hint${state.error ? ` ${id}-error` : ''}`}
          onChange={(event) => void pick(event.target.files?.[0])}
          className={cn(
            'text-sm text-navy-800 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-glacier-100 file:px-4 file:font-semibold file:text-glacier-800 hover:file:bg-glacier-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--focus-color)',
          )}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {description}
        </p>
        {state.busy ? (
          <p role="status" className="flex items-center gap-2 text-sm text-navy-800">
            <Spinner className="size-4" /> Uploading and resizing…
          </p>
        ) : null}
        {state.error ? (
          <FieldErrorMessage id={`${id}-error`}>{state.error}</FieldErrorMessage>
        ) : null}
      </div>
    </div>
  );
}
