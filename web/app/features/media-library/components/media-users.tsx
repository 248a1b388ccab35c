/** Where an image is used: links to the articles and authors that show it. */
import { Link } from 'react-router';
import type { MediaUser } from '@shared/schemas/media-library';

export function MediaUsers({ users }: { users: readonly MediaUser[] }) {
  if (users.length === 0) return <span className="text-muted-foreground">Not used</span>;
  return (
    <ul className="grid gap-1">
      {users.map((user) => (
        <li key={`${user.kind}:${user.id}`}>
          <Link to={user.href} className="underline-offset-4 hover:underline">
            {user.title || '(untitled)'}
          </Link>{' '}
          <span className="text-xs text-muted-foreground">
            ({user.kind === 'article' ? 'article' : 'author'})
          </span>
        </li>
      ))}
    </ul>
  );
}
