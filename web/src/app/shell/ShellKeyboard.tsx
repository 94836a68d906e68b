/**
 * The shell's keyboard: Ctrl/⌘+K opens the command palette, `/` goes to the header search, `g` then a
 * letter goes to a page, `?` shows them all (Blueprint's hotkeys sheet, see ShortcutsDialog).
 */
import { useHotkeys } from '@blueprintjs/core';
import type { HotkeyConfig } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useLocation } from 'wouter';
import { can } from '@console/schema';
import { CommandPalette } from '../../features/palette/index.js';
import type { PaletteCommand } from '../../features/palette/index.js';
import { useSession } from '../../features/session/hooks/useSession.js';
import { useKeySequences } from '../../kit/ui/useKeySequences.js';
import { useRouteAccess } from '../router/routeAccess.js';
import { DESTINATIONS } from './destinations.js';
import { useShellCommands } from './useShellCommands.js';

interface Props {
  /** The header's search box, which `/` focuses (absent for users who may not search). */
  searchRef: RefObject<HTMLInputElement | null>;
  /** Whether the palette is open (the header's button opens it too). */
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
}

export function ShellKeyboard({ searchRef, open, setOpen }: Props) {
  const [, navigate] = useLocation();
  const { user } = useSession();
  const mayOpen = useRouteAccess();
  const commands = useShellCommands(open);
  const pick = (command: PaletteCommand) => (command.href ? navigate(command.href) : command.run?.());

  // Records are searched (palette and header) by users who may read lists.
  const searchable = !!user && can(user.scope, 'read');
  const hotkeys = useMemo<HotkeyConfig[]>(
    () => [
      {
        combo: 'mod+k',
        label: 'Open the command palette',
        global: true,
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => setOpen((was) => !was),
      },
      ...(searchable
        ? [
            {
              combo: '/',
              label: 'Search companies, products, SKUs and more',
              global: true,
              preventDefault: true,
              onKeyDown: () => searchRef.current?.focus(),
            },
          ]
        : []),
    ],
    [searchRef, searchable, setOpen],
  );
  useHotkeys(hotkeys);

  const sequences = useMemo(
    () =>
      DESTINATIONS.filter((page) => page.goKey && mayOpen(page.href)).map((page) => ({
        keys: `g ${page.goKey}`,
        run: () => navigate(page.href),
      })),
    [mayOpen, navigate],
  );
  useKeySequences(sequences);

  return (
    <CommandPalette
      isOpen={open}
      onClose={() => setOpen(false)}
      commands={commands}
      searchRecords={searchable}
      onPick={pick}
    />
  );
}
