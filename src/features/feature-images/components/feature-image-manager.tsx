import { Button, Card, Group, Image, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
// The admin area's single upload component and confirmation, shared with the product form.
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ImageUpload } from '@/components/form/image-upload';
import { useOffersService } from '@/lib/backend/backend-traits';
import { useTranslate } from '@/lib/i18n/i18n';
import { FEATURE_IMAGE, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import { useUploadProductImage } from '@/features/admin-products/api/use-admin-product-mutations';
import { featureImageQueries } from '../api/feature-image-queries';
import { useAddFeatureImage, useDeleteFeatureImage } from '../api/use-feature-image-mutations';
import type { FeatureImage } from '../schemas';
import { listOrEmpty } from '@/lib/query/query-data';
import { loadingRegion } from '@/components/feedback/loading-region';

/** `overview` (how the shop is doing) shows under the heading, above the feature images. */
export function FeatureImageManager({ overview }: { overview?: ReactNode } = {}) {
  const t = useTranslate();
  const query = useQuery(featureImageQueries.list());
  // A failed load shows an empty list (docs/behaviour.md#failure-rules).
  const images = listOrEmpty(query);
  const [imageUrl, setImageUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  // Changing the key remounts the upload, clearing its file name and messages after an image is added.
  const [uploadKey, setUploadKey] = useState(0);
  const [toDelete, setToDelete] = useState<FeatureImage | null>(null);
  const addImage = useAddFeatureImage();
  const uploadImage = useUploadProductImage();
  const deleteImage = useDeleteFeatureImage();
  // A backend without the delete route (the contract's original server) offers no Delete, once it said so.
  const offersDelete = useOffersService('featureImageDelete');

  function addFeature() {
    if (!imageUrl || addImage.isPending) return;
    addImage.mutate(imageUrl, {
      onSuccess: () => {
        setImageUrl('');
        setUploadKey((key) => key + 1);
      },
    });
  }

  function confirmDelete() {
    if (!toDelete || deleteImage.isPending) return;
    deleteImage.mutate(toDelete._id, { onSettled: () => setToDelete(null) });
  }

  return (
    <Stack>
      <Title order={1}>{t('featureImages.adminPage.heading')}</Title>
      {overview}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="feature-upload-heading">
        <Stack>
          <Title order={2} size="h4" id="feature-upload-heading">
            {t('featureImages.adminPage.uploadHeading')}
          </Title>
          <ImageUpload
            key={uploadKey}
            upload={uploadImage}
            label={t('featureImages.adminPage.imageLabel')}
            imageUrl={imageUrl}
            onImageUrlChange={setImageUrl}
            onUploadingChange={setUploading}
          />
          <Button
            onClick={addFeature}
            disabled={!imageUrl || uploading}
            loading={addImage.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('featureImages.adminPage.upload')}
          </Button>
        </Stack>
      </Paper>

      <Stack component="section" aria-labelledby="feature-list-heading">
        <Title order={2} size="h4" id="feature-list-heading">
          {t('featureImages.adminPage.listHeading')}
        </Title>
        {query.isPending ? (
          <Stack {...loadingRegion(t('featureImages.adminPage.loading'))}>
            <Skeleton height={200} radius="md" />
            <Skeleton height={200} radius="md" />
          </Stack>
        ) : images.length === 0 ? (
          <Text>{t('featureImages.adminPage.empty')}</Text>
        ) : (
          <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {images.map((feature, index) => (
              <Card component="li" key={feature._id} withBorder radius="md" padding="sm">
                <Card.Section>
                  <Image
                    {...sizedImage(safeImageUrl(feature.image), FEATURE_IMAGE)}
                    alt={t('featureImages.adminPage.imageAlt', { number: index + 1 })}
                    h={220}
                    fit="cover"
                    loading="lazy"
                  />
                </Card.Section>
                {offersDelete && (
                  <Group justify="flex-end" mt="sm">
                    <Button
                      color="red"
                      variant="light"
                      onClick={() => setToDelete(feature)}
                      aria-label={t('featureImages.adminPage.deleteLabel', { number: index + 1 })}
                    >
                      {t('featureImages.adminPage.delete')}
                    </Button>
                  </Group>
                )}
              </Card>
            ))}
          </Stack>
        )}
      </Stack>

      <ConfirmDialog
        opened={toDelete !== null}
        title={t('featureImages.adminPage.confirmTitle')}
        message={t('featureImages.adminPage.confirmMessage')}
        confirmLabel={t('featureImages.adminPage.delete')}
        loading={deleteImage.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!deleteImage.isPending) setToDelete(null);
        }}
      />
    </Stack>
  );
}
