import type { ConsoleClient, StaffMember, StaffRole } from '@portico/contract';
import type { FilesService } from '../files';
import { restrictedToAssigned } from '../policy';
import type { Tenant } from '../../domain/tenant';
import type { Account } from '../../domain/account';

/** Accounts as the console shows them (the contract's ConsoleClient and StaffMember). */
export const createConsolePresenter = (files: FilesService) => {
  const picture = (tenant: Tenant, account: Account) =>
    account.avatarFileId ? files.url(tenant.id, account.avatarFileId, 'avatar') : null;

  return {
    client(tenant: Tenant, account: Account, boardCount: number): ConsoleClient {
      return {
        id: account.id,
        name: account.name,
        email: account.email,
        status: account.status,
        profilePicture: picture(tenant, account),
        filterItemsByEmail: account.filterItemsByEmail,
        onlyAssignedItems: restrictedToAssigned(tenant, account),
        boardCount,
        createdAt: account.createdAt,
      };
    },

    staff(tenant: Tenant, account: Account): StaffMember {
      return {
        id: account.id,
        name: account.name,
        email: account.email,
        role: account.role as StaffRole,
        status: account.status,
        profilePicture: picture(tenant, account),
        createdAt: account.createdAt,
      };
    },
  };
};
