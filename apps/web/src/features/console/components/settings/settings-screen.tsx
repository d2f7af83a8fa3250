import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { t } from '@/lib/i18n';
import { usePortalSettings } from '../../api/portal-settings';
import { BrandingCard } from './branding-card';
import { ConsoleCard, ConsolePage, SubscriptionCard } from '../shared/console-page';
import { QueryError } from '../shared/query-error';
import { SettingsForm } from './settings-form';

/** Console › Settings (administrators): the portal's name and rules, its logo, and the plan (read-only). */
export const SettingsScreen = () => {
  const settings = usePortalSettings();
  const data = settings.data;
  return (
    <ConsolePage
      title={t('console.settingsScreen.title')}
      description={t('console.settingsScreen.description')}
    >
      {settings.isError && !data ? (
        <QueryError
          message={errorMessage(settings.error, t('console.settingsScreen.loadFailed'))}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            {data ? <SettingsForm settings={data} /> : <FormSkeleton />}
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            {data ? (
              <BrandingCard settings={data} />
            ) : (
              <ConsoleCard title={t('console.branding.title')} titleId="settings-branding-title">
                <div className="flex items-center gap-4 px-5 py-5" aria-hidden="true">
                  <Skeleton className="size-16 rounded-card" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-3.5 w-24" />
                    <Skeleton className="h-3 w-full" />
                  </div>
                </div>
              </ConsoleCard>
            )}
            <SubscriptionCard plan={data?.subscriptionPlan} status={data?.subscriptionStatus} />
          </div>
        </div>
      )}
    </ConsolePage>
  );
};

const FormSkeleton = () => (
  <div className="flex flex-col gap-6" aria-busy="true" aria-label={t('console.settingsScreen.loading')}>
    {[2, 5].map((rows, card) => (
      <div key={card} className="rounded-card border border-border bg-surface shadow-raised">
        <div className="border-b border-border px-5 py-4">
          <Skeleton className="h-4 w-24" />
        </div>
        <div className="flex flex-col gap-5 px-5 py-5">
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-9 w-full" />
            </div>
          ))}
        </div>
      </div>
    ))}
  </div>
);
