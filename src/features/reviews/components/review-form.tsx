import '@mantine/core/styles/Rating.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslate } from '@/lib/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { useAddReview } from '../api/use-add-review';
import { reviewFormSchema, type ReviewForm } from '../schemas';

/** docs/behaviour.md#catalog and #validation: a 5-star picker and a text box; Submit stays disabled while the text is blank. */
export function ReviewFormSection({ productId }: { productId: string }) {
  const t = useTranslate();
  const user = useAuthStore((state) => state.user);
  const addReview = useAddReview(productId);
  const ratingLabelId = useId();
  const form = useForm<ReviewForm>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { reviewValue: 0, reviewMessage: '' },
  });
  const message = useWatch({ control: form.control, name: 'reviewMessage' });

  const onSubmit = form.handleSubmit((values) => {
    if (!user || addReview.isPending) return;
    addReview.mutate(
      { userId: user.id, userName: user.userName, ...values },
      { onSuccess: () => form.reset() },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reviews.form.label')}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="reviewValue"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('reviews.form.ratingLabel')}
              labelElement="div"
              labelProps={{ id: ratingLabelId }}
              error={fieldState.error?.message && t(fieldState.error.message)}
            >
              <div role="radiogroup" aria-labelledby={ratingLabelId}>
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  getSymbolLabel={(value) => t('reviews.form.starLabel', { count: value })}
                  size="lg"
                  name={field.name}
                />
              </div>
            </Input.Wrapper>
          )}
        />
        <Textarea
          label={t('reviews.form.messageLabel')}
          placeholder={t('reviews.form.messagePlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
          error={
            form.formState.errors.reviewMessage?.message && t(form.formState.errors.reviewMessage.message)
          }
          {...form.register('reviewMessage')}
        />
        <Button
          type="submit"
          disabled={message.trim() === ''}
          loading={addReview.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('reviews.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
