/**
 * The `?` sheet: Blueprint's hotkeys dialog, drawn by the app so that it lists the "g …" sequences too
 * (Blueprint's hotkeys are single combos). It lists only the pages the user may open.
 */
import { Classes, Dialog, DialogBody, H4, Hotkey } from '@blueprintjs/core';
import type { HotkeyConfig, HotkeysProviderProps } from '@blueprintjs/core';
import { ShortcutKeys } from '../../features/palette/index.js';
import { useRouteAccess } from '../router/routeAccess.js';
import { DESTINATIONS } from './destinations.js';

interface Props {
  isOpen: boolean;
  hotkeys: readonly HotkeyConfig[];
  onClose: () => void;
}

/** The sheet's own line: Blueprint opens it on `?` without registering that key. */
const SHOW_SHEET: HotkeyConfig = { combo: '?', label: 'Show keyboard shortcuts', global: true };

export function ShortcutsDialog({ isOpen, hotkeys, onClose }: Props) {
  const mayOpen = useRouteAccess();
  const goTo = DESTINATIONS.filter((page) => page.goKey && mayOpen(page.href));
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Keyboard shortcuts"
      icon="key-command"
      className={Classes.HOTKEY_DIALOG}
    >
      <DialogBody>
        <div className={Classes.HOTKEY_COLUMN}>
          <H4>General</H4>
          {[...hotkeys.filter((hotkey) => hotkey.global), SHOW_SHEET].map((hotkey) => (
            <Hotkey key={hotkey.combo} {...hotkey} />
          ))}
          {goTo.length > 0 && <H4>Go to</H4>}
          {goTo.map((page) => (
            <div key={page.href} className={Classes.HOTKEY}>
              <div className={Classes.HOTKEY_LABEL}>{page.label}</div>
              <ShortcutKeys shortcut={`g ${page.goKey}`} />
            </div>
          ))}
        </div>
      </DialogBody>
    </Dialog>
  );
}

/** For BlueprintProvider: the sheet in place of Blueprint's default dialog. */
export const renderShortcutsDialog: NonNullable<HotkeysProviderProps['renderDialog']> = (
  state,
  { handleDialogClose },
) => <ShortcutsDialog isOpen={state.isDialogOpen} hotkeys={state.hotkeys} onClose={handleDialogClose} />;
