import { Tooltip } from './tooltip';

/**
 * One line of text cut with an ellipsis; the whole text is in a tooltip (at most 280 px wide on wide
 * screens and 480 px on small ones, specification §2) and reachable by keyboard.
 */
export function TruncatedText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <Tooltip content={text} className="max-w-[480px] md:max-w-[280px]">
      <span
        tabIndex={0}
        className={`block truncate rounded focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}
      >
        {text}
      </span>
    </Tooltip>
  );
}
