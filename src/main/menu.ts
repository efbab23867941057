import { Menu, type MenuItemConstructorOptions } from 'electron';

/** The native menu: the usual app, edit and window entries, and fullscreen on F11 for the TV. */
export function buildMenu(actions: { toggleFullscreen: () => void; isMac: boolean }): Menu {
  const template: MenuItemConstructorOptions[] = [
    ...(actions.isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    {
      label: 'Kartenstube',
      submenu: [
        { label: 'Vollbild / Fullscreen', accelerator: 'F11', click: actions.toggleFullscreen },
        { type: 'separator' },
        { role: 'quit', label: 'Beenden / Quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'windowMenu' },
  ];
  return Menu.buildFromTemplate(template);
}
