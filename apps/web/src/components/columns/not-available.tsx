import { screenTexts } from '@portico/contract';

/** §2: 'N/A' where a value is empty. */
export const NotAvailable = () => <span className="text-muted-foreground">{screenTexts.notAvailable}</span>;
