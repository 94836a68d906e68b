/** The frame of a record's drawer (its details, a new record's form): a labelled dialog, a titled header, Close. */
import type { ReactNode } from 'react';
import { Button, Classes, Drawer, H4, Icon, type IconName } from '@blueprintjs/core';

export function RecordDrawerFrame({
  title,
  icon,
  isOpen = true,
  onClose,
  children,
}: {
  title: string;
  icon: IconName;
  isOpen?: boolean;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} size="min(720px, 92vw)">
      <div role="dialog" aria-modal="true" aria-label={title} className="record-drawer-frame">
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon={icon} size={20} />
          <H4>{title}</H4>
          <Button
            variant="minimal"
            icon="cross"
            aria-label="Close"
            className={Classes.DIALOG_CLOSE_BUTTON}
            onClick={onClose}
          />
        </div>
        {children}
      </div>
    </Drawer>
  );
}
