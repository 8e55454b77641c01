import { useState, type DragEvent, type ReactNode } from 'react';
import { importCaptureFile } from '../../import/import-capture-file';

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Accepts a HAR or JSON file dropped anywhere on its children, and validates it. */
export function CaptureDropZone({ children, className = '' }: { children: ReactNode; className?: string }) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={`relative ${className}`}
      onDragEnter={(event) => {
        if (hasFiles(event)) setDragging(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) void importCaptureFile(file);
      }}
    >
      {children}
      {dragging ? (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-2xl border-4 border-dashed border-indigo-500 bg-indigo-50/90 text-lg font-semibold text-indigo-900 dark:bg-indigo-950/90 dark:text-indigo-100">
          Drop the file to validate its requests
        </div>
      ) : null}
    </div>
  );
}
