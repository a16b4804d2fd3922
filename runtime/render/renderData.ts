import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * The data a page renders with: on the server, the whole of what it loaded (`pageContext.loadedData`, server only);
 * in the browser, what it was sent, which on a first load leaves out what only the server and static parts read
 * (runtime/render/hydrationData.ts).
 */
export function useRenderData<T>(): T {
  const pageContext = usePageContext();
  const data = useData<T>();
  return (pageContext.loadedData as T | undefined) ?? data;
}
