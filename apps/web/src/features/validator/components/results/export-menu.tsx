import { buttonClass } from '../../../../components/ui/button-styles';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../../components/ui/menu';
import { exportSessionAsCsv, exportSessionAsHar, exportSessionAsJson } from '../../export/export-session';
import { useValidator } from '../../stores/validator-instance';

/** Exports the current session as JSON (requests and results), a HAR file (requests) or CSV (results). */
export function ExportMenu() {
  const data = useValidator((state) => state.data);
  const validated = useValidator((state) => state.validatedData);
  return (
    <Menu>
      <MenuTrigger className={buttonClass('secondary')} disabled={!data || data.length === 0}>
        Export
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </MenuTrigger>
      <MenuContent>
        <MenuItem onSelect={() => data && exportSessionAsJson(data, validated)}>Export as JSON</MenuItem>
        <MenuItem onSelect={() => data && exportSessionAsHar(data)}>Export as HAR</MenuItem>
        <MenuItem
          disabled={!validated}
          onSelect={() => validated && exportSessionAsCsv(validated, 'finding')}
        >
          Export findings as CSV (a row per finding)
        </MenuItem>
        <MenuItem
          disabled={!validated}
          onSelect={() => validated && exportSessionAsCsv(validated, 'request')}
        >
          Export requests as CSV (a row per request)
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
