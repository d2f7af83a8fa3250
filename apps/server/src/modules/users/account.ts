// The account type moved to domain/account.ts (a leaf every module may import); this re-export is kept only
// for policy.test.ts until it imports from there.
export { type Account, toAccount } from '../../domain/account';
