import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

export function NotFoundRoute() {
  return (
    <main className="not-found">
      <p lang="zh-CN" aria-hidden="true" style={{ fontSize: '3rem', margin: 0 }}>迷途知返</p>
      <h1>Page not found</h1>
      <p>This page does not exist. Even lost travellers find their way back.</p>
      <p>
        <Link to={paths.landing}>Go to the home page</Link> or <Link to={paths.app}>explore idioms</Link>.
      </p>
    </main>
  );
}
