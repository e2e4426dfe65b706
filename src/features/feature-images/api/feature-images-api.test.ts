import { describe, expect, it } from 'vitest';
import { addFeatureImage, deleteFeatureImage, getFeatureImages } from './feature-images-api';
import { signInAs } from '@/testing/session';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';

const BANNER_1 = '64f0c0a1f1e2d3c4b5a70001';

describe('GET /api/common/feature/get', () => {
  it('is public and answers the three seed banners', async () => {
    const images = await getFeatureImages();

    expect(images).toEqual([
      { _id: BANNER_1, image: '/images/feature-images/feature-image-1.svg' },
      { _id: '64f0c0a1f1e2d3c4b5a70002', image: '/images/feature-images/feature-image-2.svg' },
      { _id: '64f0c0a1f1e2d3c4b5a70003', image: '/images/feature-images/feature-image-3.svg' },
    ]);
  });
});

describe('POST /api/common/feature/add', () => {
  it('stores the image for an admin', async () => {
    await signInAs('admin');

    const created = await addFeatureImage('data:image/png;base64,AAAA');

    expect(created).toEqual({ _id: expect.any(String) as string, image: 'data:image/png;base64,AAAA' });
    await expect(getFeatureImages()).resolves.toHaveLength(4);
  });

  it('answers 400 without an image', async () => {
    await signInAs('admin');
    await expect(addFeatureImage('  ')).rejects.toMatchObject({
      status: 400,
      message: 'An image URL is required',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(addFeatureImage('/x.png')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(addFeatureImage('/x.png')).rejects.toMatchObject({
      status: 403,
      message: 'Access denied: this area is for admins only',
    });
  });
});

describe('DELETE /api/common/feature/delete/:id', () => {
  it('removes the image and answers its id in data._id', async () => {
    await signInAs('admin');

    await expect(deleteFeatureImage(BANNER_1)).resolves.toEqual({ _id: BANNER_1 });

    const remaining = await getFeatureImages();
    expect(remaining.map((image) => image._id)).not.toContain(BANNER_1);
    expect(remaining).toHaveLength(2);
  });

  it('answers 404 for an unknown id', async () => {
    await signInAs('admin');
    await expect(deleteFeatureImage('64f0c0a1f1e2d3c4b5a7ffff')).rejects.toMatchObject({
      status: 404,
      message: 'Feature image not found',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(deleteFeatureImage(BANNER_1)).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(deleteFeatureImage(BANNER_1)).rejects.toMatchObject({ status: 403 });
    await expect(getFeatureImages()).resolves.toHaveLength(3);
  });
});

describe('a feature image list with one unreadable record', () => {
  it('shows the others and reports the one once', async () => {
    const { result, warnings } = await readWithUnreadableRecord(
      '/api/common/feature/get',
      [
        {
          _id: 'f1',
          image: '/images/feature-images/feature-image-1.svg',
          __v: 0,
          createdAt: '2026-01-01T00:00:00Z',
        },
        { _id: null, image: '/images/feature-images/feature-image-2.svg' },
        { _id: 'f3' },
      ],
      getFeatureImages,
    );
    expect(result).toEqual([
      { _id: 'f1', image: '/images/feature-images/feature-image-1.svg' },
      { _id: 'f3', image: '' },
    ]);
    expect(warnings).toEqual([
      expect.stringContaining('GET /api/common/feature/get: id (no id), field "_id"'),
    ]);
  });
});
