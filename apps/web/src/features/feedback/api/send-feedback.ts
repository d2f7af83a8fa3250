import { type FeedbackRequest, portalEndpoints } from '@portico/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/feedback/send-feedback; the modal sends only summary and details (§3). */
export const sendFeedback = (body: Pick<FeedbackRequest, 'summary' | 'details'>) =>
  apiCall(portalEndpoints.sendFeedback, { body });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
