import { matchPath } from 'react-router';
import { screenTable } from './screen-table';

const titled = screenTable.flatMap(({ path, title }) => (title ? [{ path, title }] : []));

/** The title of the signed-in page at `pathname`, matched as the router matches it. */
export const pageTitleAt = (pathname: string): string | undefined =>
  titled.find(({ path }) => matchPath(path, pathname))?.title;
