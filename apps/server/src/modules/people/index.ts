// The people module's public API: the tenant's directory of people items can be assigned to.
export { peopleRoutes } from './people.routes';
export { type PeopleService, createPeopleService } from './people.service';
export { findPeopleNames } from './people.repository';
export { findPersonByEmail, findUserIdByEmail, insertPerson, type PersonRow } from './people.repository';
export {
  type DirectoryRow,
  boardNames,
  deletePerson,
  findDirectoryPerson,
  itemsMentioning,
  searchDirectory,
  setPersonFields,
} from './people-directory.repository';
