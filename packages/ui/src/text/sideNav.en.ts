export const sideNavTextEn = {
  ariaLabel: 'Main menu',
  menuLabel: 'Menu',
};
