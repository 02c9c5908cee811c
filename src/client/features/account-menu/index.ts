export { AccountMenu } from './components/account-menu';
export { displayName, menuItems } from './components/account-menu-items';
