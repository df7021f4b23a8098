export { Menu, type MenuProps } from './Menu.js';
