import { useCallback } from 'react';
import { useResponsiveColumns } from '../../../../components/ui/use-columns';
import { VirtualGrid } from '../../../../components/ui/virtual-grid';
import type { RequestRow } from '../../stores/request-rows';
import { useValidator } from '../../stores/validator-instance';
import { RequestCard } from '../request-card/request-card';

const rowKey = (row: RequestRow) => row.id;

/**
 * A virtualised list of request cards. `jumpTarget` lists scroll to a jumped-to request (200 px
 * below the top) and raise it above the page dimmer.
 */
export function RequestList({
  rows,
  listId,
  grid = false,
  jumpTarget = false,
}: {
  rows: readonly RequestRow[];
  listId: string;
  grid?: boolean;
  jumpTarget?: boolean;
}) {
  const columns = useResponsiveColumns(grid ? 3 : 1);
  const jump = useValidator((state) => (jumpTarget ? state.jump : null));
  const selected = useValidator((state) => (jumpTarget ? state.selectedRequestId : null));
  const renderItem = useCallback((row: RequestRow) => <RequestCard row={row} listId={listId} />, [listId]);
  const focusCard = useCallback(
    (element: HTMLElement) => element.querySelector('button')?.focus({ preventScroll: true }),
    [],
  );
  return (
    <VirtualGrid
      items={rows}
      getKey={rowKey}
      renderItem={renderItem}
      columns={columns}
      estimateRowHeight={112}
      scrollTo={jump ? { key: jump.requestId, nonce: jump.nonce } : null}
      onScrolledTo={focusCard}
      raisedKey={selected}
    />
  );
}
