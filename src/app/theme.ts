import { createTheme, type MantineThemeComponent } from '@mantine/core';

const plainDialogHeader = { attributes: { header: { role: 'none' } } };

const dialog: MantineThemeComponent = {
  // Fading only: with the default fade-down the buttons moved 20 px while the dialog opened, so a quick
  // press could start on Delete and end beside it (no click at all), as a CI run showed.
  defaultProps: { ...plainDialogHeader, transitionProps: { transition: 'fade', duration: 150 } },
};
const drawer: MantineThemeComponent = { defaultProps: plainDialogHeader };

export const theme = createTheme({
  primaryColor: 'pomegranate',
  colors: {
    // Deep pomegranate red of Turkish tiles, AA contrast on white from shade 7 up.
    pomegranate: [
      '#fdf0ed',
      '#f7ddd7',
      '#eeb7aa',
      '#e58f7a',
      '#dd6d51',
      '#d85739',
      '#c84a2d',
      '#b03c22',
      '#9c341d',
      '#882914',
    ],
  },
  primaryShade: 7,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
  // Visitors who ask their system for less motion get dialogs, drawers and menus without transitions.
  respectReducedMotion: true,
  components: {
    // A dialog's header (its title and close button) is a <header>, which outside <main> and sectioning
    // elements counts as a second `banner` landmark beside the page's own: it is a plain part of the dialog.
    // Plain objects, not Modal.extend(): the theme loads with the first page, the dialogs' code only with them.
    Modal: dialog,
    Drawer: drawer,
  },
});
