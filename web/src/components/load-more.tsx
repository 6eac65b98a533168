import type { UseInfiniteQueryResult } from '@tanstack/react-query';

interface LoadMoreProps {
  /** The list's infinite query: whether a next page exists, is on its way, or failed. */
  query: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
  label?: string;
  /** Said when the next page could not be loaded, e.g. "Unable to load more posts". */
  failure: string;
}

/** The footer of a list read a page at a time: a button for the next page, and its failure. */
export function LoadMore({ query, label = 'Load more', failure }: LoadMoreProps) {
  return (
    <>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : label}
        </button>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-center text-sm text-error">
          {failure}
        </p>
      )}
    </>
  );
}
