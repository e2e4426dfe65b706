import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { renderWithProviders } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { featureImageQueries } from '../api/feature-image-queries';
import { FeatureImageManager } from './feature-image-manager';

// The first answer can take a while on a busy machine.
const LOAD = { timeout: 5000 };

describe('FeatureImageManager', () => {
  it("deletes a feature image after the confirmation and refreshes the shop's banners", async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<FeatureImageManager />);

    await user.click(await screen.findByRole('button', { name: 'Delete feature image 1' }, LOAD));
    const confirm = await screen.findByRole('dialog', { name: 'Delete feature image' });
    expect(within(confirm).getByText('Are you sure you want to delete this image?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete feature image 3' })).toBeNull());
    expect(db.state.featureImages).toHaveLength(2);
    expect(queryClient.getQueryData(featureImageQueries.list().queryKey)).toHaveLength(2);
  });

  it("shows 'No feature images available' when there are none, and Upload waits for an image", async () => {
    db.state.featureImages = [];
    await signInAs('admin');
    renderWithProviders(<FeatureImageManager />);

    expect(await screen.findByText('No feature images available', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });
});
