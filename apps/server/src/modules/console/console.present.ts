import type { ConsoleClient, StaffMember, StaffRole } from '@portico/contract';
import type { UsersTable } from '../../db/schema';
import type { FilesService } from '../files/files.service';
import { restrictedToAssigned } from '../policy/policy';
import type { Tenant } from '../tenants/tenants.repository';
import { toAccount } from '../users/account';

/** Accounts as the console shows them (the contract's ConsoleClient and StaffMember). */
export const createConsolePresenter = (files: FilesService) => {
  const picture = (tenant: Tenant, row: UsersTable) =>
    row.avatar_file_id ? files.url(tenant.id, row.avatar_file_id, 'avatar') : null;

  return {
    client(tenant: Tenant, row: UsersTable, boardCount: number): ConsoleClient {
      const account = toAccount(row);
      return {
        id: account.id,
        name: account.name,
        email: account.email,
        status: account.status,
        profilePicture: picture(tenant, row),
        filterItemsByEmail: account.filterItemsByEmail,
        onlyAssignedItems: restrictedToAssigned(tenant, account),
        boardCount,
        createdAt: account.createdAt,
      };
    },

    staff(tenant: Tenant, row: UsersTable): StaffMember {
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role as StaffRole,
        status: row.status,
        profilePicture: picture(tenant, row),
        createdAt: row.created_at,
      };
    },
  };
};

export type ConsolePresenter = ReturnType<typeof createConsolePresenter>;
