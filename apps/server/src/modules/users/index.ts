// The users module's public API: portal accounts, their profiles and passwords.
export { type NewUser, type UsersService, createUsersService } from './users.service';
export { type UsersRouteServices, usersRoutes } from './users.routes';
