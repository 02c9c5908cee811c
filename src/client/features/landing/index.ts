export { LandingPage } from './components/landing-page';
export { DEMOS } from './data/demos';
