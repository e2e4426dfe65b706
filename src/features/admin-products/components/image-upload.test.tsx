import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translate } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import {
  ImageUpload,
  MAX_IMAGE_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  TOO_LARGE_MESSAGE,
} from '@/components/form/image-upload';
import { useUploadProductImage } from '../api/use-admin-product-mutations';

function Harness({
  initialUrl = '',
  disabled = false,
  onChange = () => {},
}: {
  initialUrl?: string;
  disabled?: boolean;
  onChange?: (url: string) => void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const upload = useUploadProductImage();
  return (
    <ImageUpload
      upload={upload}
      imageUrl={url}
      disabled={disabled}
      onImageUrlChange={(next) => {
        setUrl(next);
        onChange(next);
      }}
    />
  );
}

/**
 * jsdom's File and FormData cannot be sent by Node's fetch (vitest-dev/vitest#9135); a browser has one of each,
 * so the upload runs on Node's classes here.
 */
beforeEach(async () => {
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The picker's accept filter is the browser's job; here files reach the component as a drop would.
const user = () => userEvent.setup({ applyAccept: false });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'lokum.png', { type: 'image/png' });

describe('ImageUpload', () => {
  it('uploads a chosen image at once and previews the returned URL; remove clears it', async () => {
    await signInAs('admin');
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);

    await user().upload(screen.getByLabelText('Upload Image'), png());

    expect(await screen.findByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png/));
    expect(screen.getByText('lokum.png')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('img', { name: 'Uploaded image preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);

    await user().upload(
      screen.getByLabelText('Upload Image'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByText(translate(NOT_AN_IMAGE_MESSAGE))).toHaveAttribute('role', 'alert');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.png', { type: 'image/png' });

    await user().upload(screen.getByLabelText('Upload Image'), big);

    expect(await screen.findByText(translate(TOO_LARGE_MESSAGE))).toHaveAttribute('role', 'alert');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload fails", async () => {
    // Signed out: the mock answers 401 like the real backend would.
    renderWithProviders(<Harness />);

    await user().upload(screen.getByLabelText('Upload Image'), png());

    expect(await screen.findByText('Unauthorised user!')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img', { name: 'Uploaded image preview' })).not.toBeInTheDocument();
  });

  it('is disabled in edit mode: the current image shows but cannot be changed or removed', () => {
    renderWithProviders(<Harness initialUrl="/images/products/lokum.svg" disabled />);

    expect(screen.getByLabelText('Upload Image')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Uploaded image preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose file' })).not.toBeInTheDocument();
  });
});
