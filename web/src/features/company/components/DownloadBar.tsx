/** The download bar of §2: what can be downloaded from the page, as buttons on one strip. */
import { Button, Classes } from '@blueprintjs/core';

export interface Download {
  label: string;
  onDownload: () => void;
  disabled?: boolean;
}

/** A strip of download buttons with a short caption. */
export function DownloadBar({ caption, downloads }: { caption: string; downloads: readonly Download[] }) {
  return (
    <div className="company-download-bar" role="toolbar" aria-label="Downloads">
      <span className={Classes.TEXT_MUTED}>{caption}</span>
      {downloads.map((d) => (
        <Button
          key={d.label}
          size="small"
          icon="download"
          text={d.label}
          onClick={d.onDownload}
          disabled={d.disabled}
        />
      ))}
    </div>
  );
}
