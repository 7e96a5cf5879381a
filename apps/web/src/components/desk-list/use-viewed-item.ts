import { useState } from 'react';
import { useSearchParams } from 'react-router';

const VIEW = 'view';

/**
 * The item a desk's screen shows in its view: the one the link asks for (`?view=<id>`, as the
 * desk's statistics open its oldest items), then whichever the user opens. Closing it drops the
 * link's ask, so a reload shows the list.
 */
export function useViewedItem(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(VIEW));
  const [viewing, setViewing] = useState<number | null>(Number.isInteger(asked) && asked > 0 ? asked : null);
  const view = (id: number | null) => {
    setViewing(id);
    if (id === null && params.has(VIEW))
      setParams(
        (current) => {
          current.delete(VIEW);
          return current;
        },
        { replace: true },
      );
  };
  return [viewing, view];
}
