import { ImageUp, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PHOTO_UPLOAD } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-message.tsx';
import {
  PHOTO_TYPES,
  useUploadProfilePhoto,
} from '#web/features/users/api/upload-profile-photo.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';

const MAX_MB = PHOTO_UPLOAD.maxBytes / (1024 * 1024);

/** What is wrong with a chosen file before it is sent, if anything (the server checks again). */
function checkPhoto(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > PHOTO_UPLOAD.maxBytes) {
    return `The photo is larger than ${MAX_MB} MB. Choose a smaller one.`;
  }
  return undefined;
}

interface ProfilePhotoFormProps {
  /** Receives a preview URL of the chosen picture (undefined when none is chosen). */
  onPreviewChange: (url: string | undefined) => void;
}

/** Choose a picture, see it in place, upload it. */
export function ProfilePhotoForm({ onPreviewChange }: ProfilePhotoFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const upload = useUploadProfilePhoto();

  // One object URL per chosen file, released when the choice changes or the page closes.
  useEffect(() => {
    if (!file) {
      onPreviewChange(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    onPreviewChange(url);
    return () => URL.revokeObjectURL(url);
  }, [file, onPreviewChange]);

  const clear = () => {
    setFile(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChoose = (chosen: File | undefined) => {
    setSaved(false);
    upload.reset();
    if (!chosen) {
      setFile(undefined);
      return;
    }
    const problem = checkPhoto(chosen);
    setError(problem);
    if (problem) {
      clear();
      return;
    }
    setFile(chosen);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    if (!file) {
      setError('! Photo is required');
      inputRef.current?.focus();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        setSaved(true);
      },
      onError: (failure) => {
        if (failure instanceof ApiClientError && (failure.fields.photo || failure.status === 413)) {
          setError(failure.fields.photo ?? `The photo is larger than ${MAX_MB} MB.`);
          inputRef.current?.focus();
        }
      },
    });
  };

  const failure = upload.error;
  const generalError =
    failure &&
    !(failure instanceof ApiClientError && (failure.fields.photo || failure.status === 413))
      ? failure.message || 'We could not upload your photo. Please try again.'
      : undefined;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile photo" className="grid gap-4">
      <FormField
        id={`${id}-photo`}
        label="Photo"
        hint={`JPEG, PNG or WebP, up to ${MAX_MB} MB. We crop it to a square.`}
        error={error}
      >
        {(describedBy) => (
          <input
            ref={inputRef}
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={(event) => onChoose(event.target.files?.[0])}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="field-input cursor-pointer px-2 py-2 text-sm text-ink-muted file:mr-3 file:cursor-pointer file:rounded-[2px] file:border file:border-forest file:bg-transparent file:px-3 file:py-1.5 file:text-xs file:font-medium file:uppercase file:tracking-[0.14em] file:text-forest hover:file:bg-forest hover:file:text-ivory"
          />
        )}
      </FormField>
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <FormStatus>{saved ? 'Your new photo is saved.' : null}</FormStatus>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={upload.isPending}>
          <ImageUp aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {upload.isPending ? 'Uploading…' : 'Upload Photo'}
        </Button>
        {file && !upload.isPending ? (
          <Button variant="outline" size="sm" onClick={clear}>
            <X aria-hidden="true" className="size-4" strokeWidth={1.5} />
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
