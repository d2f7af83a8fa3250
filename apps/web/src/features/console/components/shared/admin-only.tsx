import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { consoleMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** An editor who opens an administrator's screen (Staff, Settings): said plainly inside the console. */
export const AdminOnly = ({ screen = 'Staff' }: { screen?: string }) => (
  <div className="flex h-full items-center justify-center px-6 py-16">
    <title>{`${screen} · Console · Portico`}</title>
    <div className="flex max-w-md flex-col items-center text-center">
      <span className="grid size-12 place-items-center rounded-full bg-warning text-warning-foreground">
        <ShieldAlert className="size-6" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-xl leading-7 font-semibold tracking-tight">Administrators only</h1>
      <p className="mt-2 text-sm text-muted-foreground">{consoleMessages.adminOnly}</p>
      <Button asChild variant="secondary" className="mt-6">
        <Link to={paths.console()}>
          <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Back to the overview
        </Link>
      </Button>
    </div>
  </div>
);
