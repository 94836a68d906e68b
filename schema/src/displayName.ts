/** How the console names a user, as a plain function (no zod): the header shows it on the first view (issue 17). */
import type { User } from './models/people.js';

/** The name the header shows: full name, or else the e-mail (§2). */
export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const full = [user.first_name, user.last_name].filter((part) => part && part.trim()).join(' ');
  return full || user.email;
}
