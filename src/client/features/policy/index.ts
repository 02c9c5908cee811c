export { PolicyTabs, POLICY_TABS, tabFromQuery, type PolicyTab } from './components/policy-tabs';
