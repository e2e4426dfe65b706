// Admin-only styles: imported here so the shop's bundles never download them.
import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Image, Input, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/backend/api-error';
import { useTranslate } from '@/lib/i18n/i18n';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import type { UseMutationResult } from '@tanstack/react-query';
import touch from '@/components/touch/touch-targets.module.css';

/** The backend refuses larger files (413); checking first saves a pointless upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The refusals of a file before any upload, as message ids (translated where they show). */
export const NOT_AN_IMAGE_MESSAGE = 'admin.imageUpload.notAnImage';
export const TOO_LARGE_MESSAGE = 'admin.imageUpload.tooLarge';

// Any image/* type: the browser's picker filters by it, and react-dropzone re-checks dropped files.
const ACCEPT = { 'image/*': [] };

/**
 * The line under the picker: one of our messages (its id), a failed upload (the server's words, else ours), or
 * react-dropzone's own text for a refusal we have no message of our own for.
 */
type PickerMessage = { messageId: string } | { uploadError: Error } | { dropzoneText: string };

function rejectionMessage(rejections: FileRejection[]): PickerMessage {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-invalid-type')) return { messageId: NOT_AN_IMAGE_MESSAGE };
  if (codes.includes('file-too-large')) return { messageId: TOO_LARGE_MESSAGE };
  if (codes.includes('too-many-files')) return { messageId: 'admin.imageUpload.oneAtATime' };
  const dropzoneText = rejections[0]?.errors[0]?.message;
  return dropzoneText ? { dropzoneText } : { messageId: NOT_AN_IMAGE_MESSAGE };
}

/** The picker message's text in the current language (`t` from useTranslate). */
function pickerMessageText(message: PickerMessage, t: (id: string) => string) {
  if ('messageId' in message) return t(message.messageId);
  if ('uploadError' in message) return errorMessage(message.uploadError, t('admin.imageUpload.uploadFailed'));
  return message.dropzoneText;
}

/** The mutation that sends one file and resolves to its hosted URL (the admin's upload-image call). */
type ImageUploadMutation = Pick<UseMutationResult<string, Error, File>, 'mutate' | 'isPending' | 'reset'>;

export interface ImageUploadProps {
  upload: ImageUploadMutation;
  /** The uploaded image's URL, '' when there is none. */
  imageUrl: string;
  onImageUrlChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** Edit mode: the current image stays, but nothing can be chosen, dropped or removed. */
  disabled?: boolean;
  /** The field's label; Upload Image when not given. */
  label?: string;
  /** A message from the surrounding form (already translated), e.g. that an image is required. */
  error?: string;
}

/**
 * The one image upload of the admin area (dashboard and product form): choosing or dropping a file
 * uploads it at once as multipart `my_file`, a skeleton shows meanwhile, then the returned URL is kept
 * and previewed until the remove button clears it.
 */
export function ImageUpload({
  upload,
  imageUrl,
  onImageUrlChange,
  onUploadingChange,
  disabled = false,
  label,
  error,
}: ImageUploadProps) {
  const t = useTranslate();
  const inputId = useId();
  const messageId = useId();
  const openRef = useRef<() => void>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [message, setMessage] = useState<PickerMessage | null>(null);
  // Each upload gets a number; an answer for a file that was removed or replaced meanwhile is ignored.
  const latestUpload = useRef(0);

  const uploading = upload.isPending;
  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  function start(file: File) {
    const uploadNumber = ++latestUpload.current;
    setMessage(null);
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: (url) => {
        if (uploadNumber === latestUpload.current) onImageUrlChange(url);
      },
      onError: (uploadError) => {
        if (uploadNumber !== latestUpload.current) return;
        setFileName(null);
        setMessage({ uploadError });
      },
    });
  }

  function handleDrop(files: File[]) {
    const [file] = files;
    if (file && !uploading) start(file);
  }

  function handleReject(rejections: FileRejection[]) {
    setFileName(null);
    setMessage(rejectionMessage(rejections));
  }

  function remove() {
    latestUpload.current += 1;
    upload.reset();
    setFileName(null);
    setMessage(null);
    onImageUrlChange('');
  }

  const shownMessage = message ? pickerMessageText(message, t) : error;
  const showPicker = disabled || (!imageUrl && !uploading);

  return (
    <Stack gap={6}>
      {/* A press on the label opens the file picker: a 24 px tall target (docs/behaviour.md#limits). */}
      <Input.Label htmlFor={inputId} className={touch.textLink}>
        {label ?? t('admin.imageUpload.label')}
      </Input.Label>

      {showPicker && (
        <Dropzone
          onDrop={handleDrop}
          onReject={handleReject}
          accept={ACCEPT}
          maxSize={MAX_IMAGE_BYTES}
          multiple={false}
          disabled={disabled || uploading}
          openRef={openRef}
          // The visible label names the input; react-dropzone's generic aria-label would hide it.
          inputProps={{
            id: inputId,
            disabled: disabled || uploading,
            'aria-label': undefined,
            'aria-describedby': shownMessage ? messageId : undefined,
          }}
          style={disabled ? { cursor: 'not-allowed', opacity: 0.6 } : undefined}
        >
          <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
            {disabled ? (
              <Text size="sm">{t('admin.imageUpload.lockedWhileEditing')}</Text>
            ) : (
              <>
                <Dropzone.Idle>
                  <Text size="sm">{t('admin.imageUpload.dropzoneIdle')}</Text>
                </Dropzone.Idle>
                <Dropzone.Accept>
                  <Text size="sm">{t('admin.imageUpload.dropzoneAccept')}</Text>
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <Text size="sm">{t('admin.imageUpload.dropzoneReject')}</Text>
                </Dropzone.Reject>
                <Text size="xs" c="dimmed">
                  {t('admin.imageUpload.formats')}
                </Text>
              </>
            )}
          </Stack>
        </Dropzone>
      )}

      {showPicker && !disabled && (
        <Button
          variant="light"
          onClick={() => openRef.current?.()}
          aria-describedby={shownMessage ? messageId : undefined}
        >
          {t('admin.imageUpload.chooseFile')}
        </Button>
      )}

      {uploading && (
        <Stack gap={4} aria-busy="true">
          <Skeleton height={160} radius="md" />
          <Text size="sm" c="dimmed" role="status">
            {fileName === null
              ? t('admin.imageUpload.uploadingImage')
              : t('admin.imageUpload.uploadingFile', { fileName })}
          </Text>
        </Stack>
      )}

      {imageUrl && !uploading && (
        <Paper withBorder p="xs" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Image
                src={safeImageUrl(imageUrl)}
                alt={t('admin.imageUpload.previewAlt')}
                h={160}
                w="auto"
                fit="contain"
                radius="sm"
              />
              {fileName && (
                <Text size="sm" truncate>
                  {fileName}
                </Text>
              )}
            </Stack>
            {!disabled && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.imageUpload.remove')}
                onClick={remove}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            )}
          </Group>
        </Paper>
      )}

      {shownMessage && (
        <Text id={messageId} size="sm" c="red.9" role="alert">
          {shownMessage}
        </Text>
      )}
    </Stack>
  );
}
