import { useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import { toasts } from '@portico/contract';
import { localize } from '@/lib/i18n';
import { usePhotothumbs } from '../api/get-photothumbs';
import { type PeopleDirectory, toDirectory } from '@/components/columns/people-context';

/**
 * The people directory for people cells (§7 getPhotothumbs, cached 5 minutes). §8: when it cannot be
 * loaded the screen says so once ('Could not load user photos.') and carries on with an empty list.
 */
export const usePeople = (): PeopleDirectory => {
  const { data, error } = usePhotothumbs();
  useEffect(() => {
    if (error)
      toast.error(localize(toasts.error), {
        id: 'photothumbs',
        description: localize(toasts.couldNotLoadPhotos),
      });
  }, [error]);
  return useMemo(() => toDirectory(data), [data]);
};
