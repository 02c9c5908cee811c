import './components/subscription.css';
export { CheckoutSuccess } from './components/checkout-success';
export { SubscriptionOverview } from './components/subscription-overview';
