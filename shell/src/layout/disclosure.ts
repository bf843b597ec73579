/** The attributes of a button that shows and hides a panel (the WAI-ARIA disclosure pattern). */
export const disclosureButton = (open: boolean, panelId: string) =>
  ({ type: 'button', 'aria-expanded': open, 'aria-controls': panelId }) as const;
