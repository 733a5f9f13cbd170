/** The demo sign-ins the seed creates, as `npm start` and the README announce them. */
export const DEMO_USERS: readonly { username: string; password: string }[] = [
  { username: 'tenant@thingsboard.org', password: 'tenant' },
  { username: 'customerA@thingsboard.org', password: 'customer' },
  { username: 'sysadmin@thingsboard.org', password: 'sysadmin' },
];
