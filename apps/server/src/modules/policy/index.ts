// The policy module's public API: who may see and change what (policy.ts), the audience rule of an item in
// its two forms (audience.ts, audience.repository.ts), and the SQL of an actor's item scope.
export * from './policy';
export {
  type AudienceTenant,
  type BoardAudienceFacts,
  type ItemAudienceFacts,
  type Reach,
  type Reader,
  boardReach,
  mayReadBoard,
  mayReadItem,
} from './audience';
export {
  type AudienceTarget,
  type ReaderRow,
  type ReadersQuery,
  itemReaders,
  readsItem,
} from './audience.repository';
export {
  type ScopeParams,
  type ScopeVariant,
  assignedRows,
  isAssigned,
  scopeParams,
} from './item-scope.repository';
