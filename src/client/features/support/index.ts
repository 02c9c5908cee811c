import './components/support.css';
export { SupportAside } from './components/support-aside';
export { SupportForm } from './components/support-form';
