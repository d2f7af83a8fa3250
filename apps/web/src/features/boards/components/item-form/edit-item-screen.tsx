import { FilePen } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, screenTexts, toasts, validationMessages } from '@portico/contract';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { useDropdownOptions } from '../../api/get-dropdown-options';
import { useItemDetails } from '../../api/get-item-details';
import { useGoBack } from '../../hooks/use-go-back';
import { useOnceWhen } from '../../hooks/use-once-when';
import { itemPath } from '../../hooks/use-open-item';
import { documentTitle } from '../../utils/document-title';
import { editableValues } from '@/components/columns/drafts';
import { GroupMeta, ItemPageHeader } from '../item/item-page-header';
import { EditItemForm } from './edit-item-form';
import { FieldsSkeleton } from './form-card';
import { paths } from '@/lib/paths';

export interface EditItemScreenProps {
  boardId: string;
  itemId: string;
}

/**
 * §2 Edit item: breadcrumb 'Dashboard / Item Details / Edit Item', the item's name and a form of its
 * editable columns (not doc or timeline; files last). 7 field placeholders while the item and the options
 * of its pickers load; 'No fields to edit!' when nothing is editable. A load error toasts once and goes
 * back one step.
 */
export const EditItemScreen = ({ boardId, itemId }: EditItemScreenProps) => {
  const { user } = useAuth();
  const goBack = useGoBack();
  const details = useItemDetails(boardId, itemId);
  const item = details.data;
  const columns = useMemo(() => item && editableValues(item.column_values), [item]);
  const optionColumns = useMemo(() => columns?.map((c) => ({ id: c.id, type: c.type })), [columns]);
  const options = useDropdownOptions(boardId, optionColumns);
  const boardPath = paths.board(boardId);
  const detailsPath = itemPath(boardId, itemId);
  const boardName = user?.boardsData.find((b) => b.boardId === boardId)?.boardName;

  useOnceWhen(details.error, (error) => {
    toast.error(localize(toasts.errorFetchingItemDetails), {
      id: 'item-details',
      description: errorMessage(error, callDefaults.itemDetails) || localize(toasts.pleaseTryAgain),
    });
    goBack(detailsPath);
  });

  useOnceWhen(options.error, (error) => {
    toast.error(localize(toasts.error), {
      id: 'dropdown-options',
      description: errorMessage(error, callDefaults.dropdownOptions),
    });
    goBack(detailsPath);
  });

  const name = item && (item.name.trim() || localize(screenTexts.untitledItem));
  const ready = item && columns && !options.isLoading && !options.error;
  return (
    <div className="relative flex w-full max-w-3xl flex-col gap-6">
      <title>{documentTitle(t('boards.editItem.title'), name)}</title>
      <ItemPageHeader
        crumbs={[
          { label: t('boards.crumbs.dashboard'), to: boardPath },
          { label: t('boards.itemDetails.title'), to: detailsPath },
          { label: t('boards.editItem.title') },
        ]}
        title={name}
        meta={
          <GroupMeta
            loading={!item}
            group={item && (item.group.title || localize(screenTexts.groupFallback))}
            board={boardName}
          />
        }
      />
      {!ready ? (
        <FieldsSkeleton label={t('boards.editItem.loadingFields')} />
      ) : columns.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-dashed border-border px-6 py-14 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-selected text-selected-foreground">
            <FilePen className="size-6" strokeWidth={1.75} aria-hidden="true" />
          </span>
          <p className="mt-4 text-[15px] leading-6 font-medium">
            {localize(validationMessages.noFieldsToEdit)}
          </p>
          <p className="mt-1 max-w-sm text-[13px] text-muted-foreground">
            {t('boards.editItem.nothingEditable')}
          </p>
          <Button asChild variant="secondary" className="mt-5">
            <Link to={detailsPath}>{t('boards.editItem.backToDetails')}</Link>
          </Button>
        </div>
      ) : (
        <EditItemForm
          key={item.id}
          boardId={boardId}
          itemId={itemId}
          columns={columns}
          options={options.data}
        />
      )}
    </div>
  );
};
