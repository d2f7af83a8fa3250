import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callDefaults, screenTexts, toasts } from '@portico/contract';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/errors';
import { localize, t } from '@/lib/i18n';
import { canCreateItems } from '@/lib/gating';
import { useEditableColumns } from '../../api/editable-columns';
import { useGroups } from '../../api/get-all-groups';
import { useDropdownOptions } from '../../api/get-dropdown-options';
import { useGoBack } from '../../hooks/use-go-back';
import { useOnceWhen } from '../../hooks/use-once-when';
import { documentTitle } from '../../utils/document-title';
import { addableFields } from '@/components/columns/drafts';
import { GroupMeta, ItemPageHeader } from '../item/item-page-header';
import { ADD_DETAILS, CreateItemForm } from './create-item-form';
import { FieldsSkeleton } from './form-card';
import { paths } from '@/lib/paths';

export interface CreateItemScreenProps {
  boardId: string;
  groupId: string;
}

/**
 * §2 Add New Item. §6: a user who may not create items (their flags and plan, or the board's answer in
 * editableColumns) goes back one step. §8: editableColumns failing toasts 'Error!' / 'Interal Server
 * Error! Please try again later.' and goes to the board.
 */
export const CreateItemScreen = ({ boardId, groupId }: CreateItemScreenProps) => {
  const { user } = useAuth();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const boardPath = paths.board(boardId);
  const mayCreate = canCreateItems(user);
  const editable = useEditableColumns(boardId, { enabled: mayCreate });
  const refused = !mayCreate || editable.data?.allowUsersToCreateNewItems === false;
  const fields = useMemo(
    () => (editable.data ? addableFields(editable.data.editableFields) : undefined),
    [editable.data],
  );
  const optionColumns = useMemo(() => fields?.map((f) => ({ id: f.columnId, type: f.columnType })), [fields]);
  const options = useDropdownOptions(boardId, refused ? undefined : optionColumns);
  // Only for the line under the heading: the group the popover chose (cached from it).
  const group = useGroups(boardId, { enabled: !refused }).data?.find((g) => g.id === groupId);
  const boardName = user?.boardsData.find((b) => b.boardId === boardId)?.boardName;

  useOnceWhen(refused, () => goBack(boardPath));

  useOnceWhen(editable.error, () => {
    toast.error(localize(toasts.error), {
      id: 'editable-columns',
      description: localize(toasts.editableColumnsInternal),
    });
    void navigate(boardPath, { replace: true });
  });

  useOnceWhen(options.error, (error) => {
    toast.error(localize(toasts.error), {
      id: 'dropdown-options',
      description: errorMessage(error, callDefaults.dropdownOptions),
    });
    goBack(boardPath);
  });

  const ready = !refused && fields && !options.isLoading && !options.error;
  const title = t('boards.createItem.title');
  return (
    <div className="relative flex w-full max-w-3xl flex-col gap-6">
      <title>{documentTitle(title, boardName)}</title>
      <ItemPageHeader
        crumbs={[{ label: t('boards.crumbs.dashboard'), to: boardPath }, { label: title }]}
        title={title}
        meta={
          <GroupMeta
            group={group && (group.title || localize(screenTexts.groupFallback))}
            board={boardName}
          />
        }
      />
      {ready ? (
        <CreateItemForm
          key={`${boardId}/${groupId}`}
          boardId={boardId}
          groupId={groupId}
          fields={fields}
          options={options.data}
        />
      ) : (
        <FieldsSkeleton
          label={t('boards.createItem.loadingFields')}
          header={{ title: t(ADD_DETAILS.title), description: t(ADD_DETAILS.description) }}
        />
      )}
    </div>
  );
};
