import { UserAvatar } from '@/components/ui/avatar';
import { Picker } from '@/components/ui/picker';
import { t } from '@/lib/i18n';
import type { EditorProps } from '../../model';

/** People: several people of the tenant's directory, sent as persons_and_teams (§7). */
export const PeopleEditor = ({
  draft,
  onChange,
  options,
  id,
  invalid,
  describedBy,
  disabled,
}: EditorProps) => {
  const people = options.filter((o): o is typeof o & { id: string } => Boolean(o.id));
  const nameOf = (personId: string) => people.find((p) => p.id === personId)?.name ?? '';
  const avatar = (name: string, photo: string | null | undefined, size: string) => (
    <UserAvatar name={name} src={photo} className={size} />
  );
  return (
    <Picker
      mode="multi"
      id={id}
      options={people.map((p) => ({
        value: p.id,
        label: p.name,
        leading: avatar(p.name, p.photo_small, 'size-5 text-[9px]'),
      }))}
      value={draft.persons_and_teams.map((p) => p.id)}
      onChange={(ids) =>
        onChange({
          persons_and_teams: ids.map((personId) => ({ id: personId, kind: 'person' as const })),
          text: ids.map(nameOf).filter(Boolean).join(', '),
        })
      }
      placeholder={t('boards.columns.picker.select', { column: draft.title })}
      searchPlaceholder={t('boards.columns.picker.searchByName')}
      renderChip={(o) => (
        <span className="inline-flex max-w-44 min-w-0 items-center gap-1.5 rounded-full bg-muted py-0.5 ps-0.5 pe-2 text-[13px]">
          {o.leading}
          <span className="truncate">{o.label}</span>
        </span>
      )}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
};
