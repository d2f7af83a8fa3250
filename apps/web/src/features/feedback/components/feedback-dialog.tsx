import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  FEEDBACK_DETAILS_ROWS,
  Z_INDEX,
  feedbackRequestSchema,
  screenTexts,
  toasts,
} from '@portico/contract';
import { AutoTextarea } from '@/components/ui/auto-textarea';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useSendFeedback } from '../api/send-feedback';
import { canChange } from '@/lib/gating';

const feedbackFormSchema = feedbackRequestSchema.pick({ summary: true, details: true });

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * §2 Feedback modal. While sending, an overlay covers it and it cannot be closed (§4); success toasts,
 * resets and closes; a failure toasts and keeps what was written.
 */
export const FeedbackDialog = ({ open, onOpenChange }: FeedbackDialogProps) => {
  const send = useSendFeedback();
  const form = useForm({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: { summary: '', details: '' },
  });
  const { errors } = form.formState;
  const pending = send.isPending;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(localize(toasts.success), {
          id: 'feedback',
          description: localize(toasts.feedbackSent),
        });
        form.reset();
        onOpenChange(false);
      },
      onError: (error) => {
        console.error(error);
        toast.error(localize(toasts.error), {
          id: 'feedback',
          description: errorMessage(error, toasts.failedToSendFeedback),
        });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        className="max-w-lg"
        onEscapeKeyDown={(e) => pending && e.preventDefault()}
        onInteractOutside={(e) => pending && e.preventDefault()}
        overlay={
          pending && (
            <div
              className="absolute inset-0 grid place-items-center bg-popover/70"
              style={{ zIndex: Z_INDEX.modalOverlay }}
              aria-hidden="true"
            >
              <Spinner className="size-6 text-primary-text" />
            </div>
          )
        }
      >
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col" aria-busy={pending}>
          <DialogHeader>
            <div className="flex items-center gap-3">
              <span className="grid size-9 place-items-center rounded-full bg-selected text-selected-foreground">
                <MessageSquareText className="size-[18px]" strokeWidth={1.75} aria-hidden="true" />
              </span>
              <DialogTitle>{localize(screenTexts.feedbackTitle)}</DialogTitle>
            </div>
            <DialogDescription className="pt-1">{localize(screenTexts.feedbackText)}</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col gap-4">
            <FormField label={t('account.feedback.summary')} error={errors.summary?.message}>
              <Input
                placeholder={t('account.feedback.summaryPlaceholder')}
                disabled={pending}
                {...form.register('summary')}
              />
            </FormField>
            <FormField label={t('account.feedback.details')} error={errors.details?.message}>
              <AutoTextarea
                minRows={FEEDBACK_DETAILS_ROWS.min}
                maxRows={FEEDBACK_DETAILS_ROWS.max}
                placeholder={t('account.feedback.detailsPlaceholder')}
                disabled={pending}
                {...form.register('details')}
              />
            </FormField>
          </DialogBody>
          <DialogFooter>
            <Button type="submit" loading={pending} disabled={!canChange()}>
              {t('account.feedback.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
