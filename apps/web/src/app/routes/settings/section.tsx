import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@/components/brand';

export interface SettingsSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One settings section: a heading and its form on a raised card. */
export const SettingsSection = ({ title, description, children }: SettingsSectionProps) => (
  <section
    aria-labelledby="settings-section-title"
    className="rounded-card border border-border bg-surface p-5 shadow-raised md:p-7"
  >
    <title>{`${title} · ${PRODUCT_NAME}`}</title>
    <div className="mb-6 flex flex-col gap-1">
      <h2 id="settings-section-title" className="text-lg leading-7 font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
    {children}
  </section>
);
