import { useId, useRef } from 'react';
import { DRAWN_PORTRAIT_URL, type SiteInfo } from '@app/api/contract';
import { Button, toast } from '@app/kit/ui';
import { useRemovePhoto, useUploadPhoto } from '../../api/practice-profile';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

/** The coach's photo: the current one, a file picker (the server checks, resizes and stores it) and the way back to the drawing. */
export function PhotoField({ site }: { site: SiteInfo }) {
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const drawn = site.coachPhotoUrl === DRAWN_PORTRAIT_URL;
  const busy = upload.isPending || remove.isPending;

  const onChoose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast(TOASTS.photoUpdated),
      onError: (error) =>
        toast({
          ...TOASTS.photoFailed,
          description: serverMessage(error, TOASTS.photoFailed.description).replace(/^photo: /, ''),
        }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-base font-semibold text-foreground">Photo</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <img
          src={site.coachPhotoUrl}
          alt={drawn ? 'The drawn portrait shown until you upload a photo' : 'Your photo as the public pages show it'}
          width={160}
          height={200}
          className="aspect-[4/5] w-40 rounded-lg bg-blue-50 object-cover shadow"
          data-coach-photo
        />
        <div className="flex flex-col gap-2 text-sm">
          <label htmlFor={id} className="font-medium text-foreground">
            Upload a photo
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChoose(event.target.files?.[0])}
            className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-white file:px-4 file:text-sm file:font-medium"
          />
          <p id={`${id}-hint`} className="text-muted-foreground">
            JPEG, PNG or WebP, up to 5 MB. It is cropped to a portrait and resized for the page.
          </p>
          {upload.isPending && <p role="status">Uploading photo...</p>}
          {!drawn && (
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast(TOASTS.photoRemoved),
                  onError: () => toast(TOASTS.photoRemoveFailed),
                })
              }
            >
              Use the drawn portrait
            </Button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
