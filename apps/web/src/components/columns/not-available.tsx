import { screenTexts } from '@portico/contract';
import { localize } from '@/lib/i18n';

/** §2: 'N/A' where a value is empty. */
export const NotAvailable = () => (
  <span className="text-muted-foreground">{localize(screenTexts.notAvailable)}</span>
);
